// Route guards (spec §2, DESIGN.md §4): `global` on every page, `guest` on login and register,
// `auth` on the dashboard. Tokens live in browser storage, so guards run in the browser only.
import { ACCESS_TOKEN_STORAGE_KEY } from '@/config';
import { hrefFor, type Locale } from '@/i18n/routing';

export const UNKNOWN_GUARD_MESSAGE = 'Unknown route middleware';

export const guardNames = ['auth', 'guest', 'global'] as const;
export type GuardName = (typeof guardNames)[number];

export interface GuardContext {
  locale: Locale;
  storage: Pick<Storage, 'getItem' | 'removeItem'>;
}

/** Where to go instead of the page, or null to stay. */
export type GuardOutcome = { redirectTo: string } | null;

/** The shape of the tokens the server issues (256 random bits, base64url). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,512}$/;

const guards: Record<GuardName, (context: GuardContext) => GuardOutcome> = {
  /** Every page: a token that cannot be one of ours is dropped rather than sent on each call. */
  global({ storage }) {
    const token = storage.getItem(ACCESS_TOKEN_STORAGE_KEY);
    if (token !== null && !TOKEN_SHAPE.test(token)) storage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    return null;
  },
  /** Pages for logged-in users: a guest goes to the login page. */
  auth({ locale, storage }) {
    return storage.getItem(ACCESS_TOKEN_STORAGE_KEY)
      ? null
      : { redirectTo: hrefFor(locale, 'login') };
  },
  /** Pages for guests: a logged-in user goes to the home page. */
  guest({ locale, storage }) {
    return storage.getItem(ACCESS_TOKEN_STORAGE_KEY)
      ? { redirectTo: hrefFor(locale, 'home') }
      : null;
  },
};

function isGuardName(name: string): name is GuardName {
  return (guardNames as readonly string[]).includes(name);
}

/** Runs the named guards in order; the first redirect wins. An unknown name is an error. */
export function runGuards(names: readonly string[], context: GuardContext): GuardOutcome {
  for (const name of names) {
    if (!isGuardName(name)) throw new Error(UNKNOWN_GUARD_MESSAGE);
    const outcome = guards[name](context);
    if (outcome) return outcome;
  }
  return null;
}
