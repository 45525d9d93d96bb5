// Shopper analytics (spec §7): GA4 event names and parameters, and the same events for the ad
// pixel under its own names. Safe to call anywhere: with no tracker loaded nothing is sent.
import { DEFAULT_CURRENCY } from '@/config';
import { currentChoices } from '@/lib/consent/consent';

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  quantity: number;
  price: number;
}

export interface Purchase {
  transaction_id: string;
  value: number;
  currency?: string;
  items: AnalyticsItem[];
}

export interface Checkout {
  value: number;
  currency?: string;
  items: AnalyticsItem[];
}

type Params = Record<string, unknown>;
export type Gtag = (command: 'event', name: string, params?: Params) => void;
export type Fbq = (command: 'track', name: string, params?: Params) => void;

/** Where the events go: the tag and the pixel when their scripts are installed. */
export interface AnalyticsSinks {
  gtag(): Gtag | undefined;
  fbq(): Fbq | undefined;
}

declare global {
  interface Window {
    gtag?: Gtag;
    fbq?: Fbq;
    dataLayer?: unknown[];
  }
}

// A tag stays on the page after a withdrawal; the answer is read on every event, so none is sent.
const windowSinks: AnalyticsSinks = {
  gtag: () =>
    typeof window === 'undefined' || !currentChoices(window.localStorage).analytics
      ? undefined
      : window.gtag,
  fbq: () =>
    typeof window === 'undefined' || !currentChoices(window.localStorage).advertising
      ? undefined
      : window.fbq,
};

/** The GA4 event name → the pixel's standard event name. */
export const PIXEL_EVENTS = {
  page_view: 'PageView',
  purchase: 'Purchase',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  view_item: 'ViewContent',
  search: 'Search',
  generate_lead: 'Lead',
  contact: 'Contact',
} as const;

export type AnalyticsEvent = keyof typeof PIXEL_EVENTS;

function pixelContents(items: readonly AnalyticsItem[]): Params {
  return {
    content_ids: items.map((item) => item.item_id),
    contents: items.map((item) => ({
      id: item.item_id,
      quantity: item.quantity,
      item_price: item.price,
    })),
    content_type: 'product',
    num_items: items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

function send(sinks: AnalyticsSinks, event: AnalyticsEvent, ga: Params, pixel: Params) {
  try {
    sinks.gtag()?.('event', event, ga);
    sinks.fbq()?.('track', PIXEL_EVENTS[event], pixel);
  } catch (error) {
    // A broken third-party script must never break the page that reports to it.
    console.error(`[analytics] sending ${event} failed`, error);
  }
}

export function createAnalytics(sinks: AnalyticsSinks = windowSinks) {
  return {
    pageView(path: string) {
      send(sinks, 'page_view', { page_path: path }, {});
    },
    purchase({ transaction_id, value, currency = DEFAULT_CURRENCY, items }: Purchase) {
      send(
        sinks,
        'purchase',
        { transaction_id, value, currency, items },
        { value, currency, ...pixelContents(items) },
      );
    },
    /** The cart adds one at a time: the quantity is always 1. */
    addToCart(item: Omit<AnalyticsItem, 'quantity'>, currency: string = DEFAULT_CURRENCY) {
      const one: AnalyticsItem = { ...item, quantity: 1 };
      send(
        sinks,
        'add_to_cart',
        { currency, value: one.price, items: [one] },
        { value: one.price, currency, content_name: one.item_name, ...pixelContents([one]) },
      );
    },
    beginCheckout({ value, currency = DEFAULT_CURRENCY, items }: Checkout) {
      send(
        sinks,
        'begin_checkout',
        { value, currency, items },
        { value, currency, ...pixelContents(items) },
      );
    },
    viewItem(item: AnalyticsItem, currency: string = DEFAULT_CURRENCY) {
      send(
        sinks,
        'view_item',
        { currency, value: item.price, items: [item] },
        { value: item.price, currency, content_name: item.item_name, ...pixelContents([item]) },
      );
    },
    search(searchTerm: string) {
      send(sinks, 'search', { search_term: searchTerm }, { search_string: searchTerm });
    },
    generateLead(value?: number, currency: string = DEFAULT_CURRENCY) {
      const params = value === undefined ? {} : { value, currency };
      send(sinks, 'generate_lead', params, params);
    },
    contact() {
      send(sinks, 'contact', {}, {});
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

/** The page's analytics, reporting to whichever trackers the site settings turned on. */
export const analytics: Analytics = createAnalytics();
