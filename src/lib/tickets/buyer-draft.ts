// The buyer's name, phone and email as typed on the ticket checkout, kept in this tab's
// sessionStorage so that switching language (a new page) does not clear them. Never in the
// address; gone when the tab closes or the order is placed.
export const BUYER_DRAFT_KEY = 'ticket_buyer_draft';
const FIELDS = ['fullName', 'phone', 'email'] as const;
const MAX_CHARS = 200;

export type BuyerDraft = Partial<Record<(typeof FIELDS)[number], string>>;

/** The draft kept for this tab; only the known fields, as strings. */
export function loadBuyerDraft(): BuyerDraft {
  const raw = sessionStorage.getItem(BUYER_DRAFT_KEY);
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    console.warn('[tickets] stored buyer draft is not JSON; ignored', error);
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const draft: BuyerDraft = {};
  for (const field of FIELDS) {
    const text = (value as Record<string, unknown>)[field];
    if (typeof text === 'string') draft[field] = text.slice(0, MAX_CHARS);
  }
  return draft;
}

/** Keeps the buyer fields of `form` as they are now. */
export function saveBuyerDraft(form: HTMLFormElement): void {
  const data = new FormData(form);
  const draft: BuyerDraft = {};
  for (const field of FIELDS) {
    const text = data.get(field);
    if (typeof text === 'string' && text) draft[field] = text.slice(0, MAX_CHARS);
  }
  sessionStorage.setItem(BUYER_DRAFT_KEY, JSON.stringify(draft));
}

export function clearBuyerDraft(): void {
  sessionStorage.removeItem(BUYER_DRAFT_KEY);
}
