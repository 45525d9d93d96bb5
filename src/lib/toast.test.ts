import { ToastStore, toastPositions } from './toast';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function mountedStore() {
  const store = new ToastStore();
  store.mount();
  return store;
}

describe('toasts', () => {
  it('use the defaults: top-right, 3000 ms, dismissible, pause on hover', () => {
    const store = mountedStore();
    store.show('Đã lưu');
    expect(store.getToasts()[0]).toMatchObject({
      message: 'Đã lưu',
      type: 'default',
      position: 'top-right',
      duration: 3000,
      dismissible: true,
      pauseOnHover: true,
    });
  });

  it('accept the six positions and reject any other', () => {
    const store = mountedStore();
    for (const position of toastPositions)
      expect(() => store.show('x', { position })).not.toThrow();
    expect(() => store.show('x', { position: 'center' as never })).toThrow(
      /Invalid toast position/,
    );
  });

  it('dismiss themselves after their duration, with a 150 ms exit', () => {
    const store = mountedStore();
    store.show('Xin chào', { duration: 1000 });
    jest.advanceTimersByTime(999);
    expect(store.getToasts()[0]?.leaving).toBe(false);
    jest.advanceTimersByTime(1);
    expect(store.getToasts()[0]?.leaving).toBe(true);
    jest.advanceTimersByTime(149);
    expect(store.getToasts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('pause their timer while hovered', () => {
    const store = mountedStore();
    const id = store.show('Xin chào', { duration: 1000 });
    jest.advanceTimersByTime(600);
    store.pause(id);
    jest.advanceTimersByTime(5000);
    expect(store.getToasts()[0]?.leaving).toBe(false);
    store.resume(id);
    jest.advanceTimersByTime(399);
    expect(store.getToasts()[0]?.leaving).toBe(false);
    jest.advanceTimersByTime(1);
    expect(store.getToasts()[0]?.leaving).toBe(true);
  });

  it('do not pause when pauseOnHover is off', () => {
    const store = mountedStore();
    const id = store.show('x', { duration: 1000, pauseOnHover: false });
    store.pause(id);
    jest.advanceTimersByTime(1000);
    expect(store.getToasts()[0]?.leaving).toBe(true);
  });

  it('close on click only when dismissible', () => {
    const store = mountedStore();
    const sticky = store.show('Ở lại', { dismissible: false });
    const normal = store.show('Đi');
    store.click(sticky);
    store.click(normal);
    jest.advanceTimersByTime(150);
    expect(store.getToasts().map((t) => t.message)).toEqual(['Ở lại']);
  });

  it('wait in a queue, retried every 250 ms, until a toaster is mounted', () => {
    const store = new ToastStore();
    store.show('Sớm');
    expect(store.getToasts()).toHaveLength(0);
    jest.advanceTimersByTime(250);
    expect(store.getToasts()).toHaveLength(0);
    store.mount();
    expect(store.getToasts().map((t) => t.message)).toEqual(['Sớm']);
  });

  it('notify subscribers of every change', () => {
    const store = mountedStore();
    const seen: number[] = [];
    store.subscribe((toasts) => seen.push(toasts.length));
    store.show('a');
    store.show('b');
    expect(seen).toEqual([0, 1, 2]);
  });
});
