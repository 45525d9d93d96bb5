import 'server-only';
import type { Locale } from '@/i18n/routing';
import { content, imageView, type ImageView } from './collections';

export interface TicketTypeView {
  id: string;
  slug: string;
  slugs: { vi: string; en: string };
  kind: string;
  name: string;
  summary: string;
  audience?: string;
  html: string;
  image: ImageView;
  price: number;
  /** `[minimum quantity, percent]`, by increasing quantity. */
  tierDiscounts: [number, number][];
  dailyCapacity: number;
  /** A bundle's people by ticket id (the family ticket); null for a single ticket. */
  admits: Record<string, number> | null;
  /** Holders come only with someone on a ticket that needs no adult (content's rule). */
  requiresAdult: boolean;
}

export function listTickets(locale: Locale): TicketTypeView[] {
  return [...content().tickets]
    .sort((a, b) => a.order - b.order)
    .map((t) => ({
      id: t.id,
      slug: t.slug[locale],
      slugs: t.slug,
      kind: t.kind,
      name: t.name[locale],
      summary: t.summary[locale],
      audience: t.audience?.[locale],
      html: t.html[locale],
      // Decorative: the ticket's name is the heading next to it.
      image: imageView(t.image, ''),
      price: t.price,
      tierDiscounts: t.tierDiscounts,
      dailyCapacity: t.dailyCapacity,
      admits: t.admits ?? null,
      requiresAdult: t.requiresAdult,
    }));
}

export function getTicket(locale: Locale, slug: string): TicketTypeView | undefined {
  return listTickets(locale).find((t) => t.slug === slug);
}

/** Unit price after the best tier discount for a quantity, rounded to the đồng. */
export function discountedPrice(price: number, percent: number): number {
  return Math.round((price * (100 - percent)) / 100);
}
