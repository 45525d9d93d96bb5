/** @jest-environment jsdom */
import { SESSION_STORAGE_KEY } from '@/config';
import { announceConsent, saveConsent } from '@/lib/consent/consent';
import { startConsentedTrackers } from './consented-trackers';
import { startSiteTrackers } from './site-trackers';

// The consented part is what reads settings over tRPC and starts the session: here a recorder.
jest.mock('./consented-trackers', () => ({ startConsentedTrackers: jest.fn() }));
const startConsented = jest.mocked(startConsentedTrackers);

const ALL = { analytics: true, advertising: true };
const NONE = { analytics: false, advertising: false };

function recorder() {
  const applied: unknown[] = [];
  const views: string[] = [];
  startConsented.mockImplementation(async () => ({
    apply: (choices) => applied.push(choices),
    pageView: (path) => views.push(path),
  }));
  return { applied, views };
}

/** Lets the lazy import and the chained answers settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.localStorage.clear();
  startConsented.mockReset();
});

test('without an answer nothing consented starts, and a stored session id is forgotten', async () => {
  recorder();
  window.localStorage.setItem(SESSION_STORAGE_KEY, 'left-by-an-earlier-visit');
  const trackers = startSiteTrackers(new EventTarget());
  trackers.pageView('/vi');
  await settle();
  expect(startConsented).not.toHaveBeenCalled();
  expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
});

test('a refusal starts nothing either', async () => {
  recorder();
  saveConsent(window.localStorage, NONE);
  startSiteTrackers(new EventTarget()).pageView('/vi');
  await settle();
  expect(startConsented).not.toHaveBeenCalled();
});

test('an answer given on the page starts them once, with the views counted before it', async () => {
  const { applied, views } = recorder();
  const announcer = new EventTarget();
  const trackers = startSiteTrackers(announcer);
  trackers.pageView('/vi');
  trackers.pageView('/vi/thuc-don');
  saveConsent(window.localStorage, ALL);
  announceConsent(announcer);
  trackers.pageView('/vi/gioi-thieu');
  await settle();
  expect(startConsented).toHaveBeenCalledTimes(1);
  expect(startConsented).toHaveBeenCalledWith(2);
  expect(applied).toEqual([ALL]);
  expect(views).toEqual(['/vi/gioi-thieu']);

  // A withdrawal goes to the started trackers, which stop what runs.
  saveConsent(window.localStorage, NONE);
  announceConsent(announcer);
  await settle();
  expect(applied).toEqual([ALL, NONE]);
  expect(startConsented).toHaveBeenCalledTimes(1);
});

test('a stored consent starts them at once', async () => {
  const { applied } = recorder();
  saveConsent(window.localStorage, { analytics: true, advertising: false });
  startSiteTrackers(new EventTarget());
  await settle();
  expect(startConsented).toHaveBeenCalledWith(0);
  expect(applied).toEqual([{ analytics: true, advertising: false }]);
});
