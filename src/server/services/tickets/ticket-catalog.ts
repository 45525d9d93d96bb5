// What the ticket office sells, as the server prices it (DESIGN.md §13: a ticket type is content,
// capacity is state): names, audience, price, tier discounts and daily capacity by content id, plus
// the closing time and the address from content/site.yaml. Reads the generated collections
// through src/content/generated.ts, as the shop's catalogue does.
import { generatedContent } from '@/content/generated';
import type { Localized } from '../cart/catalog';
import type { Tier } from '@/lib/pricing/pricing';
import { siteSchema, ticketSchema } from '@/content/schema';
import { validateCollection, validateDocument, type RawDocument } from '@/content/validate';

export interface TicketTypeInfo {
  /** The content id (file name), e.g. `ve-nguoi-lon`: the `ticketType` of the API. */
  id: string;
  kind: string;
  name: Localized;
  audience: Localized | null;
  unitPrice: number;
  tiers: readonly Tier[];
  dailyCapacity: number;
  order: number;
  /** A bundle's people by ticket id (content's `admits`); null for a single ticket. */
  admits: Readonly<Record<string, number>> | null;
  /** A bundle's QR codes: one for its party, or one per person (content's `admitsOn`). */
  admitsOn: 'one' | 'each';
  /** Content's `requiresAdult`: holders come only with an adult in the same order. */
  requiresAdult: boolean;
}

export interface TicketCatalog {
  find(ticketType: string): TicketTypeInfo | undefined;
  /** Every ticket type, in the content's order. */
  types(): readonly TicketTypeInfo[];
  /** `HH:MM` (Asia/Ho_Chi_Minh): today's tickets are sold until then. */
  closes: string;
  siteName: Localized;
  /** One line, per locale: where the visit happens (the calendar file's LOCATION). */
  location: Localized;
  /** content/site.yaml `ticketRefunds`: fee by days before the visit, most days first. */
  refundTerms: readonly { daysBefore: number; feePercent: number }[];
}

interface TicketCatalogSource {
  tickets: readonly unknown[];
  site: unknown;
}

export function buildTicketCatalog(source: TicketCatalogSource): TicketCatalog {
  const records = validateCollection(ticketSchema, source.tickets as RawDocument[]).filter(
    (t) => !t.draft,
  );
  const site = validateDocument(siteSchema, source.site as RawDocument);
  const types: TicketTypeInfo[] = records
    .map((t) => ({
      id: t.id,
      kind: t.kind,
      name: t.name,
      audience: t.audience ?? null,
      unitPrice: t.price,
      tiers: t.tierDiscounts,
      dailyCapacity: t.dailyCapacity,
      order: t.order,
      admits: t.admits ?? null,
      admitsOn: t.admitsOn,
      requiresAdult: t.requiresAdult,
    }))
    .sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
  const byId = new Map(types.map((t) => [t.id, t]));
  const place = (locale: 'vi' | 'en') =>
    [site.address.street[locale], site.address.locality[locale], site.address.region[locale]].join(
      ', ',
    );
  return {
    find: (ticketType) => byId.get(ticketType),
    types: () => types,
    closes: site.openingHours.closes,
    siteName: site.name,
    location: { vi: place('vi'), en: place('en') },
    refundTerms: site.ticketRefunds,
  };
}

let compiled: TicketCatalog | undefined;

/** The ticket types compiled into this build (validated once per process). */
export function getTicketCatalog(): TicketCatalog {
  compiled ??= buildTicketCatalog({
    tickets: generatedContent.allTickets,
    site: generatedContent.site,
  });
  return compiled;
}
