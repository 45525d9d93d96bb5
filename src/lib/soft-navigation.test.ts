/**
 * @jest-environment jsdom
 */
import { softNavigationTarget, startSoftNavigation } from './soft-navigation';

/**
 * Clicks and says whether the browser's own handling was prevented. jsdom cannot follow a link,
 * so a last listener (on window, after the document's) prevents it once that is read.
 */
function click(selector: string, init: MouseEventInit = {}): { defaultPrevented: boolean } {
  let defaultPrevented = false;
  const record = (event: Event) => {
    defaultPrevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.querySelector(selector)?.dispatchEvent(event);
  window.removeEventListener('click', record);
  return { defaultPrevented };
}

describe('soft navigation of plain links', () => {
  let pushed: string[];
  let stop: () => void;

  beforeEach(() => {
    window.history.replaceState(null, '', '/vi/bang-gia-ve?x=1');
    document.body.innerHTML = `
      <a id="page" href="/vi/dat-ve?ngay=2026-12-01#chon"><span>Đặt vé</span></a>
      <a id="same-fragment" href="/vi/bang-gia-ve?x=1#rules">Điều kiện</a>
      <a id="same-page" href="/vi/bang-gia-ve?x=1">Bảng giá</a>
      <a id="other-origin" href="https://payos.vn/">PayOS</a>
      <a id="new-tab" href="/vi" target="_blank">Trang chủ</a>
      <a id="self" href="/vi" target="_self">Trang chủ</a>
      <a id="download" href="/vi/gioi-thieu" download>Tải</a>
      <a id="file" href="/vi/ve-dien-tu/abc.ics">Lịch</a>
      <a id="api" href="/api/invoices/1">Hoá đơn</a>
      <a id="e-ticket" href="/vi/ve-dien-tu/4CIvJTtvwdse5ADSFvbuxTUc">Mở vé điện tử</a>
      <a id="handled" href="/vi/lien-he">Liên hệ</a>`;
    document
      .querySelector('#handled')
      ?.addEventListener('click', (event) => event.preventDefault());
    pushed = [];
    stop = startSoftNavigation((href) => pushed.push(href));
  });

  afterEach(() => stop());

  it('pushes a plain click on an internal page link, from any element inside it', () => {
    const event = click('#page span');
    expect(event.defaultPrevented).toBe(true);
    expect(pushed).toEqual(['/vi/dat-ve?ngay=2026-12-01#chon']);
    click('#self');
    click('#same-page');
    expect(pushed).toEqual(['/vi/dat-ve?ngay=2026-12-01#chon', '/vi', '/vi/bang-gia-ve?x=1']);
  });

  it.each([
    ['a modifier (new tab or window)', '#page', { ctrlKey: true }],
    ['a modifier (new tab or window)', '#page', { metaKey: true }],
    ['a modifier (new tab or window)', '#page', { shiftKey: true }],
    ['another button', '#page', { button: 1 }],
    ['a fragment of this page', '#same-fragment', {}],
    ['another origin', '#other-origin', {}],
    ['a target of its own', '#new-tab', {}],
    ['a download', '#download', {}],
    ['a file', '#file', {}],
    ['an API route', '#api', {}],
    ['an e-ticket page, which keeps itself offline on load', '#e-ticket', {}],
  ])('leaves %s to the browser (%s)', (_why, selector, init) => {
    const event = click(selector, init);
    expect(pushed).toEqual([]);
    // Nothing here stops the browser's own handling.
    expect(event.defaultPrevented).toBe(false);
  });

  it('leaves a click a handler already took', () => {
    click('#handled');
    expect(pushed).toEqual([]);
  });

  it('stops when asked', () => {
    stop();
    const event = click('#page');
    expect(event.defaultPrevented).toBe(false);
    expect(pushed).toEqual([]);
  });
});

describe('softNavigationTarget', () => {
  const here = new URL('https://captreo.vn/en/posts');

  it('keeps path, query and fragment', () => {
    expect(softNavigationTarget(new URL('https://captreo.vn/en/posts?page=2#top'), here)).toBe(
      '/en/posts?page=2#top',
    );
  });

  it('pushes a fragment of another page, not of this one', () => {
    expect(softNavigationTarget(new URL('https://captreo.vn/en#map'), here)).toBe('/en#map');
    expect(softNavigationTarget(new URL('https://captreo.vn/en/posts#x'), here)).toBeNull();
  });
});
