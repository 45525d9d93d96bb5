import type { RouteKey } from '@/i18n/routing';

/** Content areas in the header, most visited first; the rest sit under "More". */
export const primaryNav: readonly RouteKey[] = [
  'ticketPricing',
  'products',
  'services',
  'menu',
  'posts',
  'gallery',
  'map',
];

export const secondaryNav: readonly RouteKey[] = [
  'tickets',
  'orderTicket',
  'categories',
  'reviews',
  'about',
  'recruitment',
  'contact',
  'orderLookup',
];

export const policyNav: readonly RouteKey[] = ['ticketExchange', 'orderRefund', 'privacy'];
