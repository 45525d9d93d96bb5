// Third-party tag loaders, run after the page is interactive, only for ids the site settings
// name (spec §9: google_tag_manager_id defaults to empty, i.e. no tag at all) and only once the
// visitor consented: gtag for analytics, the pixel for advertising.
import type { ConsentChoices } from '@/lib/consent/consent';
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

type GtagCommand = Gtag & ((command: string, ...args: unknown[]) => void);

/** Google Consent Mode v2 signals for the visitor's choices. */
export function consentSignals(choices: ConsentChoices): Record<string, 'granted' | 'denied'> {
  const ads = choices.advertising ? 'granted' : 'denied';
  return {
    analytics_storage: choices.analytics ? 'granted' : 'denied',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

/**
 * GA4 through gtag.js; page views are sent by the route tracker, not by the tag itself. Consent
 * Mode v2 starts denied for every signal, then the visitor's choices are applied before `config`.
 */
export function installGtag(id: string, choices: ConsentChoices, win: Window = window): boolean {
  if (!GA_ID.test(id) || win.gtag) return false;
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js reads the `arguments` objects queued in dataLayer, not arrays.
  const gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  } as unknown as GtagCommand;
  win.gtag = gtag;
  gtag('consent', 'default', consentSignals({ analytics: false, advertising: false }));
  gtag('consent', 'update', consentSignals(choices));
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

/**
 * A changed answer on a page whose tags already loaded: Consent Mode's update, and GA's own
 * opt-out switch (`ga-disable-<id>`), which stops even cookieless pings at once.
 */
export function applyGtagConsent(id: string, choices: ConsentChoices, win: Window = window): void {
  if (!GA_ID.test(id) || !win.gtag) return;
  (win as unknown as Record<string, boolean>)[`ga-disable-${id}`] = !choices.analytics;
  (win.gtag as GtagCommand)('consent', 'update', consentSignals(choices));
}

/** The pixel's own consent switch: `revoke` stops every send until `grant`. */
export function applyPixelConsent(granted: boolean, win: Window = window): void {
  if (!win.fbq) return;
  (win.fbq as unknown as (...args: unknown[]) => void)('consent', granted ? 'grant' : 'revoke');
}

/** First-party cookies the tags set (`_ga`, `_ga_<id>`, `_gid`, `_fbp`): gone on withdrawal. */
export function clearTagCookies(doc: Document = document): void {
  const host = doc.location?.hostname ?? '';
  for (const pair of doc.cookie.split(';')) {
    const name = pair.split('=', 1)[0]?.trim() ?? '';
    if (!/^(_ga|_ga_.+|_gid|_gat.*|_fbp|_fbc)$/.test(name)) continue;
    for (const domain of ['', `; domain=${host}`, `; domain=.${host}`]) {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}
