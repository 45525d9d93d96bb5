// The cheapest way to admit the same people (DESIGN.md §20 `ticket.quote`): single tickets,
// bundles the content defines (the family ticket admits 2 adults and 2 children) and each line's
// quantity tiers. Pure functions over integer đồng: the server answers a quote with them, the
// booking page prices its summary with the same code.
import { applyVoucher, priceLine, type Tier, type VoucherTerms } from './pricing';

/** A ticket type as pricing sees it (content: price, tiers, `admits`, `requiresAdult`). */
export interface PricedTicketType {
  id: string;
  unitPrice: number;
  tiers: readonly Tier[];
  /** A bundle's people by single ticket id; null for a single ticket. */
  admits: Readonly<Record<string, number>> | null;
  requiresAdult: boolean;
}

export interface TicketCount {
  ticketType: string;
  quantity: number;
}

export interface PricedTicketLine extends TicketCount {
  unitPrice: number;
  subtotal: number;
  /** The tier discount of the line. */
  discount: number;
  percent: number;
  total: number;
  /** A bundle's saving against its people on single tickets at full price (0 otherwise). */
  bundleSaving: number;
}

/** Most combinations the search prices before it settles for the best found. */
const SEARCH_LIMIT = 20_000;

function byId(types: readonly PricedTicketType[]): Map<string, PricedTicketType> {
  return new Map(types.map((type) => [type.id, type]));
}

/** Quantities summed per known type, in the catalogue's order; unknown types and zeros dropped. */
export function mergeLines(
  types: readonly PricedTicketType[],
  lines: readonly TicketCount[],
): TicketCount[] {
  const sums = new Map<string, number>();
  for (const line of lines) {
    if (line.quantity > 0)
      sums.set(line.ticketType, (sums.get(line.ticketType) ?? 0) + line.quantity);
  }
  return types
    .filter((type) => (sums.get(type.id) ?? 0) > 0)
    .map((type) => ({ ticketType: type.id, quantity: sums.get(type.id) ?? 0 }));
}

/** The people a selection admits, by single ticket type (a bundle counts as its people). */
export function peopleOf(
  types: readonly PricedTicketType[],
  lines: readonly TicketCount[],
): Map<string, number> {
  const known = byId(types);
  const people = new Map<string, number>();
  const add = (id: string, n: number) => people.set(id, (people.get(id) ?? 0) + n);
  for (const line of mergeLines(types, lines)) {
    const admits = known.get(line.ticketType)?.admits;
    if (admits) for (const [id, n] of Object.entries(admits)) add(id, n * line.quantity);
    else add(line.ticketType, line.quantity);
  }
  return people;
}

/**
 * True when someone on a ticket that `requiresAdult` comes with nobody on a ticket that does not
 * (a child-only booking). A bundle's people count as themselves.
 */
export function lacksAdult(types: readonly PricedTicketType[], lines: readonly TicketCount[]) {
  const known = byId(types);
  let needing = false;
  let adults = false;
  for (const [id, n] of peopleOf(types, lines)) {
    if (n <= 0) continue;
    if (known.get(id)?.requiresAdult) needing = true;
    else adults = true;
  }
  return needing && !adults;
}

/** What `quantity` bundles save against the same people on single tickets at full price. */
export function bundleSaving(
  types: readonly PricedTicketType[],
  type: PricedTicketType,
  quantity: number,
): number {
  if (!type.admits) return 0;
  const known = byId(types);
  let singly = 0;
  for (const [id, n] of Object.entries(type.admits)) {
    singly += (known.get(id)?.unitPrice ?? 0) * n;
  }
  return Math.max(0, (singly - type.unitPrice) * quantity);
}

/** Every line priced with its tier, and a bundle's saving beside it. */
export function priceTicketLines(
  types: readonly PricedTicketType[],
  lines: readonly TicketCount[],
): { lines: PricedTicketLine[]; total: number; subtotal: number; discount: number } {
  const known = byId(types);
  const priced = mergeLines(types, lines).map((line): PricedTicketLine => {
    const type = known.get(line.ticketType) as PricedTicketType;
    const amounts = priceLine({
      unitPrice: type.unitPrice,
      quantity: line.quantity,
      tiers: type.tiers,
    });
    return {
      ...line,
      unitPrice: type.unitPrice,
      ...amounts,
      bundleSaving: bundleSaving(types, type, line.quantity),
    };
  });
  const sum = (pick: (l: PricedTicketLine) => number) => priced.reduce((s, l) => s + pick(l), 0);
  return {
    lines: priced,
    subtotal: sum((l) => l.subtotal),
    discount: sum((l) => l.discount),
    total: sum((l) => l.total),
  };
}

export interface BestOptions {
  /** Most tickets of one type per order. */
  maxPerType: number;
  /** Seats left per type on the day; a type absent here is not limited. */
  left?: Readonly<Record<string, number>>;
  /** A voucher the buyer entered: the comparison is on what would be charged. */
  voucher?: VoucherTerms | null;
}

function charged(
  totals: { subtotal: number; discount: number; total: number },
  voucher?: VoucherTerms | null,
) {
  if (!voucher) return totals.total;
  const withVoucher = applyVoucher({ ...totals, shippingFee: 0 }, voucher);
  return withVoucher ? withVoucher.total : totals.total;
}

/**
 * The cheapest lines that admit exactly the people of `lines` (bundles and singles, each within
 * the per-type maximum and the seats left), or null when nothing is cheaper than `lines` as they
 * are. Tiers make the price of a line grow unevenly, so every bundle count is tried and priced.
 */
export function cheapestCombination(
  types: readonly PricedTicketType[],
  lines: readonly TicketCount[],
  options: BestOptions,
): TicketCount[] | null {
  const people = peopleOf(types, lines);
  if (![...people.values()].some((n) => n > 0)) return null;
  const bundles = types.filter((type) => type.admits);
  const singles = new Set(types.filter((type) => !type.admits).map((type) => type.id));
  if (![...people.keys()].every((id) => singles.has(id))) return null;
  const cap = (id: string) => Math.min(options.maxPerType, options.left?.[id] ?? Infinity);

  const current = charged(priceTicketLines(types, lines), options.voucher);
  const found: { best: { lines: TicketCount[]; amount: number } | null; tried: number } = {
    best: null,
    tried: 0,
  };

  const visit = (index: number, remaining: Map<string, number>, chosen: TicketCount[]) => {
    if (found.tried >= SEARCH_LIMIT) return;
    const bundle = bundles[index];
    if (!bundle) {
      found.tried += 1;
      const rest: TicketCount[] = [];
      for (const [id, n] of remaining) {
        if (n <= 0) continue;
        if (n > cap(id)) return;
        rest.push({ ticketType: id, quantity: n });
      }
      const candidate = mergeLines(types, [...chosen, ...rest]);
      const amount = charged(priceTicketLines(types, candidate), options.voucher);
      if (amount < (found.best?.amount ?? current)) found.best = { lines: candidate, amount };
      return;
    }
    let most = cap(bundle.id);
    for (const [id, n] of Object.entries(bundle.admits ?? {})) {
      most = Math.min(most, Math.floor((remaining.get(id) ?? 0) / n));
    }
    for (let count = Math.max(0, most); count >= 0; count -= 1) {
      const next = new Map(remaining);
      for (const [id, n] of Object.entries(bundle.admits ?? {})) {
        next.set(id, (next.get(id) ?? 0) - n * count);
      }
      visit(
        index + 1,
        next,
        count > 0 ? [...chosen, { ticketType: bundle.id, quantity: count }] : chosen,
      );
    }
  };
  visit(0, people, []);
  return found.best?.lines ?? null;
}
