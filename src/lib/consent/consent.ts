// The visitor's consent to optional tracking (Law 91/2025/QH15): kept in the browser,
// read by the trackers before anything leaves the page, and changed from the banner or the
// footer's "Cài đặt quyền riêng tư". Nothing is chosen until the visitor chooses: silence is no.
import { CONSENT_STORAGE_KEY, PRIVACY_NOTICE_VERSION } from '@/config';
import { inlineScript } from '@/lib/inline-script';

export interface ConsentChoices {
  analytics: boolean;
  advertising: boolean;
}

export interface StoredConsent {
  /** The notice the visitor answered; another version asks again. */
  noticeVersion: string;
  /** A random id for the server's evidence record: it names no person and no device. */
  anonymousId: string;
  choices: ConsentChoices;
  decidedAt: string;
}

export const NO_CONSENT: ConsentChoices = { analytics: false, advertising: false };
export const ALL_CONSENT: ConsentChoices = { analytics: true, advertising: true };

/** `c_` and 32 hex digits (128 random bits); the server refuses any other shape. */
export const ANONYMOUS_ID_PATTERN = /^c_[0-9a-f]{32}$/;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function createAnonymousId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return `c_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function isStoredConsent(value: unknown): value is StoredConsent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const choices = v.choices as Record<string, unknown> | undefined;
  return (
    typeof v.noticeVersion === 'string' &&
    typeof v.anonymousId === 'string' &&
    ANONYMOUS_ID_PATTERN.test(v.anonymousId) &&
    typeof v.decidedAt === 'string' &&
    typeof choices === 'object' &&
    choices !== null &&
    typeof choices.analytics === 'boolean' &&
    typeof choices.advertising === 'boolean'
  );
}

function parse(storage: StorageLike): StoredConsent | null {
  const raw = storage.getItem(CONSENT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredConsent(value) ? value : null;
  } catch (error) {
    console.warn('[consent] the stored choice is not JSON; asking again', error);
    return null;
  }
}

/** The visitor's answer to the current notice, or null when they have not answered it. */
export function readConsent(storage: StorageLike): StoredConsent | null {
  const stored = parse(storage);
  return stored && stored.noticeVersion === PRIVACY_NOTICE_VERSION ? stored : null;
}

/** What the trackers may do now: nothing unless the current notice was answered yes. */
export function currentChoices(storage: StorageLike): ConsentChoices {
  return readConsent(storage)?.choices ?? NO_CONSENT;
}

/** Stores an answer to the current notice, keeping the anonymous id of an earlier answer. */
export function saveConsent(
  storage: StorageLike,
  choices: ConsentChoices,
  now: Date = new Date(),
): StoredConsent {
  const consent: StoredConsent = {
    noticeVersion: PRIVACY_NOTICE_VERSION,
    anonymousId: parse(storage)?.anonymousId ?? createAnonymousId(),
    choices: { analytics: choices.analytics, advertising: choices.advertising },
    decidedAt: now.toISOString(),
  };
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  return consent;
}

const CHANGE_EVENT = 'privacy-consent-change';
const OPEN_EVENT = 'privacy-consent-open';

/** Tells this page's trackers (and other tabs, through `storage`) that the answer changed. */
export function announceConsent(target: EventTarget = window): void {
  target.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `listener` whenever the answer changes in this tab or another; returns an unsubscribe. */
export function subscribeConsent(listener: () => void, target: EventTarget = window): () => void {
  const onStorage = (event: Event) => {
    if ((event as StorageEvent).key === CONSENT_STORAGE_KEY) listener();
  };
  target.addEventListener(CHANGE_EVENT, listener);
  target.addEventListener('storage', onStorage);
  return () => {
    target.removeEventListener(CHANGE_EVENT, listener);
    target.removeEventListener('storage', onStorage);
  };
}

/** The footer link's action: shows the banner's choices again. */
export function openConsentSettings(target: EventTarget = window): void {
  target.dispatchEvent(new Event(OPEN_EVENT));
}

export function onOpenConsentSettings(listener: () => void, target: EventTarget = window) {
  target.addEventListener(OPEN_EVENT, listener);
  return () => target.removeEventListener(OPEN_EVENT, listener);
}

/** The class `consentInit` puts on <html> when the current notice is answered. */
export const CONSENT_ANSWERED_CLASS = 'consent-answered';

/**
 * Self-contained copy of `readConsent` for the inline <head> script: it runs before first paint and
 * marks <html> when this browser answered the current notice, so the server-rendered banner never
 * flashes for a returning visitor. It cannot import; tests run it beside `readConsent`.
 */
export function consentInit(key: string, version: string, answeredClass: string): void {
  try {
    const raw = localStorage.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value !== 'object' || value === null) return;
    const v = value as Record<string, unknown>;
    const choices = v.choices as Record<string, unknown> | null | undefined;
    if (
      v.noticeVersion === version &&
      typeof v.anonymousId === 'string' &&
      /^c_[0-9a-f]{32}$/.test(v.anonymousId) &&
      typeof v.decidedAt === 'string' &&
      typeof choices === 'object' &&
      choices !== null &&
      typeof choices.analytics === 'boolean' &&
      typeof choices.advertising === 'boolean'
    )
      document.documentElement.classList.add(answeredClass);
  } catch {
    // Storage blocked or not JSON: the banner shows, and asks again.
  }
}

export const consentInitScript = inlineScript(
  `(${consentInit.toString()})(${JSON.stringify(CONSENT_STORAGE_KEY)},${JSON.stringify(PRIVACY_NOTICE_VERSION)},${JSON.stringify(CONSENT_ANSWERED_CLASS)})`,
);
