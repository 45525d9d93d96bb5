// Third-party tag loaders, run after the page is interactive and only for ids the site settings
// name (spec §9: google_tag_manager_id defaults to empty, i.e. no tag at all).
import type { Fbq, Gtag } from './events';

export const GA_SETTING_KEY = 'google_tag_manager_id';
export const PIXEL_SETTING_KEY = 'facebook_pixel_id';

/** What a Google tag id looks like; the console refuses anything else for GA_SETTING_KEY. */
export const GA_ID = /^(G|GT|AW|GTM)-[A-Z0-9]+$/i;
/** A Meta pixel id: digits only. */
export const PIXEL_ID = /^\d{5,20}$/;

function addScript(doc: Document, src: string) {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

/** GA4 through gtag.js; page views are sent by the route tracker, not by the tag itself. */
export function installGtag(id: string, win: Window = window): boolean {
  if (!GA_ID.test(id) || win.gtag) return false;
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js reads the `arguments` objects queued in dataLayer, not arrays.
  const gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  } as unknown as Gtag & ((command: string, ...args: unknown[]) => void);
  win.gtag = gtag;
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false });
  addScript(win.document, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  return true;
}

interface PixelQueue {
  (...args: unknown[]): void;
  queue: unknown[];
  callMethod?: (...args: unknown[]) => void;
  loaded: boolean;
  version: string;
  push: (...args: unknown[]) => void;
}

/** The ad pixel with its standard queueing stub; calls made before it loads are replayed. */
export function installPixel(id: string, win: Window = window): boolean {
  if (!PIXEL_ID.test(id) || win.fbq) return false;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as PixelQueue;
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.push = fbq;
  win.fbq = fbq as unknown as Fbq;
  (win as unknown as { _fbq: PixelQueue })._fbq = fbq;
  fbq('init', id);
  addScript(win.document, 'https://connect.facebook.net/en_US/fbevents.js');
  return true;
}
