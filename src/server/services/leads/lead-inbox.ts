// The console's view of leads (DESIGN.md §15–16): price quotes and contact messages, newest first,
// marked answered (and back to new) by an operator, each change in the audit log.
import type { LeadKind } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { nowIso } from '../../db/ids';
import { cursorOf, cutPage, selectPage } from '../../db/keyset';
import { DomainError } from '../errors';
import { recordAudit, type Actor } from '../operators/audit-log';

export type LeadStatus = 'new' | 'answered';

export interface Lead {
  id: string;
  kind: LeadKind;
  fullName: string;
  email: string;
  phone: string | null;
  message: string | null;
  departureDate: string | null;
  subject: string | null;
  status: LeadStatus;
  locale: string;
  createdAt: string;
  answeredAt: string | null;
}

export interface LeadQuery {
  kind?: LeadKind;
  status?: LeadStatus;
  /** Leads older than this cursor (`createdAt|id` of the last lead seen). */
  before?: string;
  limit: number;
}

export async function listLeads(
  store: Store,
  query: LeadQuery,
): Promise<{ leads: Lead[]; nextCursor: string | null }> {
  let select = store.db
    .selectFrom('leads')
    .select([
      'id',
      'kind',
      'full_name',
      'email',
      'phone',
      'message',
      'departure_date',
      'subject',
      'status',
      'locale',
      'created_at',
      'answered_at',
    ]);
  if (query.kind) select = select.where('kind', '=', query.kind);
  if (query.status) select = select.where('status', '=', query.status);
  const rows = await selectPage(select, query, 'created_at', 'id').execute();
  const page = cutPage(rows, query.limit, (row) => cursorOf(row.created_at, row.id));
  return {
    leads: page.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      departureDate: row.departure_date,
      subject: row.subject,
      status: row.status,
      locale: row.locale,
      createdAt: row.created_at,
      answeredAt: row.answered_at,
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * Marks a lead answered (stamping when) or new again. Conditional on the status read, so a
 * repeated click changes and logs nothing. Unknown id: NOT_FOUND.
 */
export async function setLeadStatus(
  store: Store,
  actor: Actor,
  input: { id: string; status: LeadStatus },
): Promise<{ changed: boolean; status: LeadStatus; answeredAt: string | null }> {
  return writeTransaction(store, async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select(['status', 'answered_at', 'kind'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!lead) throw new DomainError('lead-not-found');
    if (lead.status === input.status) {
      return { changed: false, status: lead.status, answeredAt: lead.answered_at };
    }
    const answeredAt = input.status === 'answered' ? nowIso() : null;
    const result = await trx
      .updateTable('leads')
      .set({ status: input.status, answered_at: answeredAt })
      .where('id', '=', input.id)
      .where('status', '=', lead.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      return { changed: false, status: lead.status, answeredAt: lead.answered_at };
    }
    await recordAudit(trx, actor, {
      action: input.status === 'answered' ? 'lead.answer' : 'lead.reopen',
      targetType: 'lead',
      targetId: input.id,
      details: { kind: lead.kind, from: lead.status, to: input.status },
    });
    return { changed: true, status: input.status, answeredAt };
  });
}
