/** @jest-environment jsdom */
import { CONSENT_STORAGE_KEY, PRIVACY_NOTICE_VERSION } from '@/config';
import {
  ANONYMOUS_ID_PATTERN,
  CONSENT_ANSWERED_CLASS,
  announceConsent,
  consentInitScript,
  currentChoices,
  readConsent,
  saveConsent,
  subscribeConsent,
} from './consent';

afterEach(() => window.localStorage.clear());

describe('the stored consent', () => {
  it('is nothing until the visitor answers: silence grants no purpose', () => {
    expect(readConsent(window.localStorage)).toBeNull();
    expect(currentChoices(window.localStorage)).toEqual({ analytics: false, advertising: false });
  });

  it('keeps the answer and the anonymous id across changes of mind', () => {
    const first = saveConsent(window.localStorage, { analytics: true, advertising: false });
    expect(first.anonymousId).toMatch(ANONYMOUS_ID_PATTERN);
    expect(first.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    const second = saveConsent(window.localStorage, { analytics: false, advertising: false });
    expect(second.anonymousId).toBe(first.anonymousId);
    expect(currentChoices(window.localStorage)).toEqual({ analytics: false, advertising: false });
  });

  it('asks again when the notice changed or the stored value is not an answer', () => {
    const stale = saveConsent(window.localStorage, { analytics: true, advertising: true });
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ ...stale, noticeVersion: '2025-01-01' }),
    );
    expect(readConsent(window.localStorage)).toBeNull();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(currentChoices(window.localStorage)).toEqual({ analytics: false, advertising: false });
  });

  it('tells subscribers of a change in this tab', () => {
    const listener = jest.fn();
    const stop = subscribeConsent(listener);
    announceConsent();
    stop();
    announceConsent();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('the pre-paint mark of an answered notice', () => {
  afterEach(() => document.documentElement.classList.remove(CONSENT_ANSWERED_CLASS));

  function runInlineScript(): boolean {
    document.documentElement.classList.remove(CONSENT_ANSWERED_CLASS);
    // The string the layout inlines in <head>, run as the browser would run it.
    new Function(consentInitScript)();
    return document.documentElement.classList.contains(CONSENT_ANSWERED_CLASS);
  }

  const valid = () => ({
    noticeVersion: PRIVACY_NOTICE_VERSION,
    anonymousId: `c_${'ab'.repeat(16)}`,
    choices: { analytics: false, advertising: true },
    decidedAt: '2026-11-26T00:00:00.000Z',
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{nope'],
    ['an older notice', JSON.stringify({ ...valid(), noticeVersion: '2020-01-01' })],
    ['a malformed id', JSON.stringify({ ...valid(), anonymousId: 'visitor-1' })],
    ['a missing choice', JSON.stringify({ ...valid(), choices: { analytics: true } })],
    ['the current answer', JSON.stringify(valid())],
  ])('agrees with readConsent on %s', (_case, raw) => {
    if (raw !== null) window.localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    expect(runInlineScript()).toBe(readConsent(window.localStorage) !== null);
  });

  it('marks a browser that answered through the banner', () => {
    saveConsent(window.localStorage, { analytics: true, advertising: false });
    expect(runInlineScript()).toBe(true);
  });
});
