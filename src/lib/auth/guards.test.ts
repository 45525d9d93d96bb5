import { runGuards, UNKNOWN_GUARD_MESSAGE } from './guards';

function storage(values: Record<string, string>) {
  const map = new Map(Object.entries(values));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => void map.delete(key),
  };
}

const TOKEN = 'Jx3mB1oQk2n4p5r6s7t8u9v0wXyZaBcDeFgHiJkLmNo';

describe('route guards', () => {
  it('sends a guest from an auth page to the login page of the locale', () => {
    expect(runGuards(['global', 'auth'], { locale: 'vi', storage: storage({}) })).toEqual({
      redirectTo: '/vi/auth/login',
    });
    expect(runGuards(['auth'], { locale: 'en', storage: storage({}) })).toEqual({
      redirectTo: '/en/auth/login',
    });
  });

  it('lets a logged-in user into an auth page', () => {
    expect(
      runGuards(['global', 'auth'], { locale: 'vi', storage: storage({ accessToken: TOKEN }) }),
    ).toBeNull();
  });

  it('sends a logged-in user from a guest page to the home page', () => {
    expect(
      runGuards(['guest'], { locale: 'vi', storage: storage({ accessToken: TOKEN }) }),
    ).toEqual({
      redirectTo: '/vi',
    });
    expect(runGuards(['guest'], { locale: 'vi', storage: storage({}) })).toBeNull();
  });

  it('drops a stored token that is not shaped like one of ours', () => {
    const store = storage({ accessToken: 'undefined' });
    expect(runGuards(['global'], { locale: 'vi', storage: store })).toBeNull();
    expect(store.map.has('accessToken')).toBe(false);
    const kept = storage({ accessToken: TOKEN });
    runGuards(['global'], { locale: 'vi', storage: kept });
    expect(kept.map.get('accessToken')).toBe(TOKEN);
  });

  it('throws "Unknown route middleware" for a guard that does not exist', () => {
    expect(() => runGuards(['global', 'admin'], { locale: 'vi', storage: storage({}) })).toThrow(
      UNKNOWN_GUARD_MESSAGE,
    );
    expect(UNKNOWN_GUARD_MESSAGE).toBe('Unknown route middleware');
  });
});
