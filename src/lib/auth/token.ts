// The access token lives in localStorage under `accessToken` (spec §3, §6). Pages and islands
// that show login state subscribe here; other tabs are followed through the `storage` event.
import { ACCESS_TOKEN_STORAGE_KEY } from '@/config';

const CHANGE_EVENT = 'access-token-change';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.warn('[auth] localStorage unavailable', error);
    return null;
  }
}

export function getAccessToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN_STORAGE_KEY) || null;
}

export function setAccessToken(token: string): void {
  storage()?.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Logout or a failed auth check: the token goes, and with it the user. */
export function clearAccessToken(): void {
  storage()?.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeAccessToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** For useSyncExternalStore: logged in or not (the server renders "not known yet"). */
export function hasAccessToken(): boolean {
  return getAccessToken() !== null;
}
