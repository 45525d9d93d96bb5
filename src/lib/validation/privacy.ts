// Inputs of the privacy procedures (DESIGN.md §18: consent.record, account.delete), shared
// by the procedures and the browser's forms. Plain zod with no server imports.
import { z } from 'zod';
import { PRIVACY_NOTICE_VERSION } from '@/config';
import { ANONYMOUS_ID_PATTERN } from '@/lib/consent/consent';
import { emailField, honeypotField, localeField } from './community';
import { optionalTextField } from './text';

export const consentRecordInput = z.object({
  anonymousId: z.string().regex(ANONYMOUS_ID_PATTERN),
  // Evidence of an answer to the notice the site shows now: an older (or invented) version is not
  // recorded, and the banner of a page built before a new notice asks again after its reload.
  noticeVersion: z.string().refine((version) => version === PRIVACY_NOTICE_VERSION),
  choices: z.object({ analytics: z.boolean(), advertising: z.boolean() }),
});
export type ConsentRecordInput = z.output<typeof consentRecordInput>;

/** What happens to tickets for days still ahead: the account holder chooses before confirming. */
export const FUTURE_TICKET_CHOICES = ['cancel', 'keep'] as const;
export type FutureTicketChoice = (typeof FUTURE_TICKET_CHOICES)[number];

export const accountDeleteInput = z.object({
  password: z.string().min(1).max(128),
  futureTickets: z.enum(FUTURE_TICKET_CHOICES).default('keep'),
});
export type AccountDeleteInput = z.output<typeof accountDeleteInput>;

export const DATA_REQUEST_KINDS = ['access', 'delete', 'correct', 'object'] as const;

export const dataRequestInput = z.object({
  email: emailField,
  kind: z.enum(DATA_REQUEST_KINDS),
  message: optionalTextField({ max: 2000, multiline: true }),
  locale: localeField,
  website: honeypotField,
});
export type DataRequestInput = z.output<typeof dataRequestInput>;

/** The emailed link's token: 32 bytes, base64url. */
export const dataRequestVerifyInput = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
