/** @jest-environment jsdom */
import { saveConsent } from '@/lib/consent/consent';
import { createAnalytics } from './events';
import { applyGtagConsent, applyPixelConsent, installGtag, installPixel } from './loaders';

const ALL = { analytics: true, advertising: true };
const NONE = { analytics: false, advertising: false };

function queuedGtag(): unknown[][] {
  return (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
}

beforeEach(() => saveConsent(window.localStorage, ALL));

afterEach(() => {
  delete window.gtag;
  delete window.fbq;
  delete window.dataLayer;
  delete (window as unknown as Record<string, unknown>)['ga-disable-G-TEST123'];
  document.head.innerHTML = '';
  window.localStorage.clear();
});

describe('tag loaders', () => {
  it('install nothing for empty or malformed ids', () => {
    expect(installGtag('', ALL)).toBe(false);
    expect(installPixel('')).toBe(false);
    expect(installGtag('<script>', ALL)).toBe(false);
    expect(installPixel('abc')).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('load gtag.js for a GA4 id with Consent Mode v2 denied by default, then the choices', () => {
    expect(installGtag('G-TEST123', { analytics: true, advertising: false })).toBe(true);
    createAnalytics().pageView('/vi');
    const src = document.querySelector('script')?.getAttribute('src');
    expect(src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    const queued = queuedGtag();
    expect(queued[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(queued[1]).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(queued[3]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(queued[4]).toEqual(['event', 'page_view', { page_path: '/vi' }]);
  });

  it('load the pixel for its id and queue its events', () => {
    expect(installPixel('123456789012345')).toBe(true);
    createAnalytics().contact();
    expect(document.querySelector('script')?.getAttribute('src')).toBe(
      'https://connect.facebook.net/en_US/fbevents.js',
    );
    const queue = (window.fbq as unknown as { queue: unknown[][] }).queue;
    expect(queue).toEqual([
      ['init', '123456789012345'],
      ['track', 'Contact', {}],
    ]);
  });

  it('stop sending at once when consent is withdrawn', () => {
    installGtag('G-TEST123', ALL);
    installPixel('123456789012345');
    saveConsent(window.localStorage, NONE);
    applyGtagConsent('G-TEST123', NONE);
    applyPixelConsent(false);
    const before = queuedGtag().length;
    createAnalytics().pageView('/vi/lien-he');
    createAnalytics().contact();
    const queued = queuedGtag();
    // Only the consent update was queued; no event reached either tag.
    expect(queued).toHaveLength(before);
    expect(queued.at(-1)?.slice(0, 2)).toEqual(['consent', 'update']);
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST123']).toBe(true);
    const pixel = (window.fbq as unknown as { queue: unknown[][] }).queue;
    expect(pixel.at(-1)).toEqual(['consent', 'revoke']);
    expect(pixel.some((call) => call[0] === 'track')).toBe(false);
  });
});
