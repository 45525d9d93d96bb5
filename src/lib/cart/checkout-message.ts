// A checkout field's error as a stable key (lib/validation/issue-key.ts) with its values, which
// the form translates in its own locale. Shared by the goods checkout, the ticket buyer form and
// the invoice fieldset.
import type { z } from 'zod';
import { fieldIssue } from '@/lib/validation/issue-key';

export type CheckoutMessageKey =
  'required' | 'email' | 'min' | 'max' | 'phone' | 'invalidText' | 'taxCode' | 'citizenId' | 'area';
export interface CheckoutMessage {
  key: CheckoutMessageKey;
  values?: { min?: number; max?: number };
}

export type CheckoutErrors = Partial<Record<string, CheckoutMessage>>;

const CHECKOUT_KEYS: ReadonlySet<string> = new Set<CheckoutMessageKey>([
  'required',
  'email',
  'min',
  'max',
  'phone',
  'invalidText',
  'taxCode',
  'citizenId',
  'area',
]);

/** An issue's stable key (lib/validation/issue-key.ts), shown in the form's own locale. */
export function checkoutMessageFor(issue: z.core.$ZodIssue, raw: unknown): CheckoutMessage {
  const keyed = fieldIssue(issue);
  // A picker left unchosen asks for the choice, not for typing.
  if (keyed?.key === 'area') return { key: 'area' };
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return { key: 'required' };
  }
  return keyed && CHECKOUT_KEYS.has(keyed.key)
    ? { key: keyed.key as CheckoutMessageKey, ...(keyed.values ? { values: keyed.values } : {}) }
    : { key: 'required' };
}
