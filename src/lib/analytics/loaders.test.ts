/** @jest-environment jsdom */
import { createAnalytics } from './events';
import { installGtag, installPixel } from './loaders';

afterEach(() => {
  delete window.gtag;
  delete window.fbq;
  delete window.dataLayer;
  document.head.innerHTML = '';
});

describe('tag loaders', () => {
  it('install nothing for empty or malformed ids', () => {
    expect(installGtag('')).toBe(false);
    expect(installPixel('')).toBe(false);
    expect(installGtag('<script>')).toBe(false);
    expect(installPixel('abc')).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('load gtag.js for a GA4 id and queue events until it arrives', () => {
    expect(installGtag('G-TEST123')).toBe(true);
    createAnalytics().pageView('/vi');
    const src = document.querySelector('script')?.getAttribute('src');
    expect(src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    const queued = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(queued[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(queued[2]).toEqual(['event', 'page_view', { page_path: '/vi' }]);
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
});
