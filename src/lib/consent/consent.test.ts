/** @jest-environment jsdom */
import { CONSENT_STORAGE_KEY, PRIVACY_NOTICE_VERSION } from '@/config';
import {
  ANONYMOUS_ID_PATTERN,
  announceConsent,
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
