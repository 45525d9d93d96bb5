// Price quotes and contact messages (DESIGN.md §15): stored as leads and mailed, in the same
// transaction through the outbox, to the customer and to the operator.
import type { Store } from '../../db/store';
import { writeTransaction } from '../../db/store';
import { newId, nowIso } from '../../db/ids';
import type { ContactInput, QuoteInput } from '@/lib/validation/community';
import { enqueueMail } from '../mail/outbox';
import { customerLeadMail, operatorLeadMail, type LeadFacts } from './lead-mail';
import { isHoneypotFilled, takePublicWrite } from './public-write';

export interface LeadWriteFacts {
  ip: string;
  /** The shop's inbox (OPERATOR_EMAIL); unset: only the customer's receipt is sent. */
  operatorEmail?: string;
  /** The request's moment: the write limits count from it. */
  now: Date;
}

export interface LeadReceipt {
  /** True when something was queued for delivery (the router then delivers soon). */
  queued: boolean;
}

async function storeLead(
  store: Store,
  lead: Omit<LeadFacts, 'reference'>,
  write: LeadWriteFacts,
): Promise<void> {
  const facts: LeadFacts = { ...lead, reference: newId() };
  await writeTransaction(store, async (trx) => {
    await trx
      .insertInto('leads')
      .values({
        id: facts.reference,
        kind: facts.kind,
        full_name: facts.fullName,
        email: facts.email,
        phone: facts.phone,
        message: facts.message,
        departure_date: facts.departureDate,
        subject: facts.subject,
        status: 'new',
        locale: facts.locale,
        created_at: nowIso(),
        answered_at: null,
      })
      .execute();
    await enqueueMail(trx, customerLeadMail(facts));
    if (write.operatorEmail) await enqueueMail(trx, operatorLeadMail(facts, write.operatorEmail));
  });
}

export async function createQuote(
  store: Store,
  input: QuoteInput,
  write: LeadWriteFacts,
): Promise<LeadReceipt> {
  if (isHoneypotFilled(input.website)) return { queued: false };
  await takePublicWrite(store, 'quote', write.ip, write.now, input.email);
  await storeLead(
    store,
    {
      kind: 'quote',
      locale: input.locale,
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      message: input.message,
      departureDate: input.departureDate,
      subject: input.subject,
    },
    write,
  );
  return { queued: true };
}

export async function sendContact(
  store: Store,
  input: ContactInput,
  write: LeadWriteFacts,
): Promise<LeadReceipt> {
  if (isHoneypotFilled(input.website)) return { queued: false };
  await takePublicWrite(store, 'contact', write.ip, write.now, input.email);
  await storeLead(
    store,
    {
      kind: 'contact',
      locale: input.locale,
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      message: input.message,
      departureDate: null,
      subject: null,
    },
    write,
  );
  return { queued: true };
}
