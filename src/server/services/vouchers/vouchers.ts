// Vouchers: one code per order, taken off after the tier discounts
// (lib/pricing applyVoucher). A use is claimed inside the order's own transaction by a conditional
// update of the voucher's `used` count, so N uses go to exactly N orders however many buyers race;
// a refused code throws, and the order's transaction rolls back whole. A cancelled order gives the
// use back once, and only when no payment can still arrive for it (orders/change/cancel-order.ts, or the
// sweep once its attempt lapses); a late payment takes a use again only under the limits.
import type { Kysely, Selectable } from 'kysely';
import {
  applyVoucher,
  type Totals,
  type VoucherTerms,
  type VoucherTotals,
} from '@/lib/pricing/pricing';
import type { OrderKind, Database, VoucherScope } from '../../db/schema';
import { nowIso } from '../../db/ids';
import { isUniqueViolation, writeTransaction, type Store } from '../../db/store';
import { DomainError } from '../errors';
import type { VOUCHER_CONSOLE_REASONS, VOUCHER_REASONS } from '@/lib/errors/reasons';
import { recordAudit, type Actor } from '../operators/audit-log';
import type { CreateVoucherInput } from '@/lib/vouchers/voucher-schemas';

const COLUMNS = [
  'code',
  'percent_off',
  'amount_off',
  'min_subtotal',
  'max_uses',
  'max_uses_per_contact',
  'starts_at',
  'ends_at',
  'applies_to',
  'used',
  'disabled_at',
  'created_by',
  'created_at',
] as const;

/** A voucher as the console and the services see it. */
export interface Voucher {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  minSubtotal: number;
  maxUses: number | null;
  maxUsesPerContact: number | null;
  startsAt: string | null;
  endsAt: string | null;
  appliesTo: VoucherScope;
  used: number;
  disabledAt: string | null;
  createdBy: string;
  createdAt: string;
}

type VoucherRow = Selectable<Database['vouchers']>;

const orNull = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

function voucherOf(row: VoucherRow): Voucher {
  return {
    code: row.code,
    percentOff: orNull(row.percent_off),
    amountOff: orNull(row.amount_off),
    minSubtotal: Number(row.min_subtotal),
    maxUses: orNull(row.max_uses),
    maxUsesPerContact: orNull(row.max_uses_per_contact),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    appliesTo: row.applies_to,
    used: Number(row.used),
    disabledAt: row.disabled_at,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

/** A voucher rule's key: a code refused, or the console's own two. */
export type VoucherRefusal = (typeof VOUCHER_REASONS | typeof VOUCHER_CONSOLE_REASONS)[number];

export function refuseVoucher(reason: VoucherRefusal): never {
  throw new DomainError(reason);
}

async function findVoucher(db: Kysely<Database>, code: string): Promise<Voucher | null> {
  const row = await db
    .selectFrom('vouchers')
    .select(COLUMNS)
    .where('code', '=', code)
    .executeTakeFirst();
  return row ? voucherOf(row) : null;
}

/** The rule a voucher breaks for an order of `kind` whose discounted subtotal is `base`, if any. */
function ruleBroken(
  voucher: Voucher | null,
  kind: OrderKind,
  base: number,
  now: string,
): VoucherRefusal | null {
  if (!voucher) return 'voucher-unknown';
  if (voucher.disabledAt !== null) return 'voucher-disabled';
  if (voucher.startsAt !== null && voucher.startsAt > now) return 'voucher-not-started';
  if (voucher.endsAt !== null && voucher.endsAt <= now) return 'voucher-expired';
  if (voucher.appliesTo !== 'all' && voucher.appliesTo !== kind) return 'voucher-not-applicable';
  if (base < voucher.minSubtotal) return 'voucher-min-subtotal';
  if (voucher.maxUses !== null && voucher.used >= voucher.maxUses) return 'voucher-exhausted';
  return null;
}

/** Uses of `code` the buyer's orders hold now (given back uses do not count). */
async function usesByContact(db: Kysely<Database>, code: string, contact: string): Promise<number> {
  const row = await db
    .selectFrom('voucher_uses')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('code', '=', code)
    .where('contact', '=', contact)
    .where('released_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the buyer's orders already hold as many uses as the voucher allows one buyer. */
async function atContactLimit(
  db: Kysely<Database>,
  voucher: Voucher,
  contact: string,
): Promise<boolean> {
  return (
    voucher.maxUsesPerContact !== null &&
    (await usesByContact(db, voucher.code, contact)) >= voucher.maxUsesPerContact
  );
}

/** One use fewer on the code's count (never below zero). */
async function countUseBack(trx: Kysely<Database>, code: string): Promise<void> {
  await trx
    .updateTable('vouchers')
    .set((eb) => ({ used: eb('used', '-', 1) }))
    .where('code', '=', code)
    .where('used', '>', 0)
    .execute();
}

function priced(voucher: Voucher, totals: Totals): VoucherTotals {
  const result = applyVoucher(totals, {
    percentOff: voucher.percentOff,
    amountOff: voucher.amountOff,
    minSubtotal: voucher.minSubtotal,
  });
  return result ?? refuseVoucher('voucher-min-subtotal');
}

export interface RedeemRequest {
  code: string;
  kind: OrderKind;
  orderId: string;
  /** The buyer's email, lower-case: what the per-buyer limit counts. */
  contact: string;
  totals: Totals;
  now: Date;
}

/**
 * Inside the order's transaction: claims one use of the voucher for the order and answers its
 * totals with the voucher off, or throws the refusal (the caller's transaction then rolls back,
 * so a refused code changes nothing).
 */
export async function redeemVoucher(
  trx: Kysely<Database>,
  request: RedeemRequest,
): Promise<VoucherTotals> {
  const now = request.now.toISOString();
  const base = request.totals.subtotal - request.totals.discount;
  // Race condition: buyers racing for the last uses. The conditional update takes the row lock
  // (PostgreSQL) inside the write transaction (SQLite: BEGIN IMMEDIATE); only a row still under
  // its limit counts one more, so at most max_uses orders ever hold a use.
  const claimed = await trx
    .updateTable('vouchers')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('code', '=', request.code)
    .where('disabled_at', 'is', null)
    .where((eb) =>
      eb.and([
        eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]),
        eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]),
        eb.or([eb('max_uses', 'is', null), eb('used', '<', eb.ref('max_uses'))]),
        eb('applies_to', 'in', [request.kind, 'all']),
        eb('min_subtotal', '<=', base),
      ]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    refuseVoucher(
      ruleBroken(await findVoucher(trx, request.code), request.kind, base, now) ??
        'voucher-exhausted',
    );
  }
  const voucher = await findVoucher(trx, request.code);
  if (!voucher) return refuseVoucher('voucher-unknown');
  // After the row lock above: a twin order of the same buyer waits for this one's commit, then
  // counts its use.
  if (await atContactLimit(trx, voucher, request.contact)) refuseVoucher('voucher-contact-limit');
  await trx
    .insertInto('voucher_uses')
    .values({
      order_id: request.orderId,
      code: voucher.code,
      contact: request.contact,
      claimed_at: now,
      released_at: null,
    })
    .execute();
  const totals = priced(voucher, request.totals);
  await trx
    .updateTable('orders')
    .set({
      voucher_code: voucher.code,
      voucher_discount: totals.voucherDiscount,
      total_amount: totals.total,
    })
    .where('id', '=', request.orderId)
    .execute();
  return totals;
}

/**
 * Gives the order's use back, once (the conditional update of the use row makes a second call a
 * no-op). Only for an order no payment can still arrive for (orders/change/cancel-order.ts decides).
 */
export async function releaseVoucherUse(trx: Kysely<Database>, orderId: string): Promise<void> {
  const released = await trx
    .updateTable('voucher_uses')
    .set({ released_at: nowIso() })
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .returning('code')
    .executeTakeFirst();
  if (released) await countUseBack(trx, released.code);
}

/**
 * A cancelled order brought back by a late payment keeps its discount only with a use: the one it
 * still holds (its attempt stayed payable, so the cancel kept it), or one free again under the
 * code's limits. False when none is: the order is not had at that price, its money is owed back.
 */
export async function reclaimVoucherUse(trx: Kysely<Database>, orderId: string): Promise<boolean> {
  const use = await trx
    .selectFrom('voucher_uses')
    .select(['code', 'contact', 'released_at'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!use || use.released_at === null) return true;
  // Race condition: a late payment and new orders racing for the code's last use. The same
  // conditional update as redeemVoucher's (the row lock, then the limit), so `used` never passes
  // max_uses, whoever pays late.
  const claimed = await trx
    .updateTable('vouchers')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('code', '=', use.code)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const voucher = await findVoucher(trx, use.code);
  if (!voucher || (await atContactLimit(trx, voucher, use.contact))) {
    await countUseBack(trx, use.code);
    return false;
  }
  await trx
    .updateTable('voucher_uses')
    .set({ released_at: null })
    .where('order_id', '=', orderId)
    .where('released_at', 'is not', null)
    .execute();
  return true;
}

/** Cancelled orders that still hold a use: the sweep gives each back once it can no longer be paid. */
export async function ordersHoldingUses(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('voucher_uses')
    .innerJoin('orders', 'orders.id', 'voucher_uses.order_id')
    .select('voucher_uses.order_id')
    .where('voucher_uses.released_at', 'is', null)
    .where('orders.status', '=', 'cancelled')
    .execute();
  return rows.map((row) => row.order_id);
}

/** The preview's answer: the order's totals with the voucher off, nothing claimed. */
export interface VoucherPreview extends VoucherTotals {
  code: string;
}

/** What placing would answer for this voucher now (read only; the order claims for real). */
export async function previewVoucher(
  store: Store,
  request: { code: string; kind: OrderKind; contact?: string; totals: Totals; now?: Date },
): Promise<VoucherPreview> {
  const now = (request.now ?? new Date()).toISOString();
  const voucher = await findVoucher(store.db, request.code);
  const broken = ruleBroken(
    voucher,
    request.kind,
    request.totals.subtotal - request.totals.discount,
    now,
  );
  if (broken || !voucher) return refuseVoucher(broken ?? 'voucher-unknown');
  if (request.contact && (await atContactLimit(store.db, voucher, request.contact))) {
    refuseVoucher('voucher-contact-limit');
  }
  return { code: voucher.code, ...priced(voucher, request.totals) };
}

/** A voucher's terms, when it may be used now on an order at `totals` (read only, as preview). */
export async function usableVoucherTerms(
  store: Store,
  request: { code: string; kind: OrderKind; totals: Totals; now?: Date },
): Promise<{ code: string; terms: VoucherTerms }> {
  const preview = await previewVoucher(store, request);
  const voucher = await findVoucher(store.db, preview.code);
  if (!voucher) return refuseVoucher('voucher-unknown');
  return {
    code: voucher.code,
    terms: {
      percentOff: voucher.percentOff,
      amountOff: voucher.amountOff,
      minSubtotal: voucher.minSubtotal,
    },
  };
}

/* ---------------------------------------------------------------------------------------------
 * The console (admin only, every change audited in its transaction)
 * ------------------------------------------------------------------------------------------- */

export async function createVoucher(
  store: Store,
  actor: Actor,
  input: CreateVoucherInput,
): Promise<Voucher> {
  const createdAt = nowIso();
  const row = {
    code: input.code,
    percent_off: input.percentOff ?? null,
    amount_off: input.percentOff === undefined ? (input.amountOff ?? null) : null,
    min_subtotal: input.minSubtotal ?? 0,
    max_uses: input.maxUses ?? null,
    max_uses_per_contact: input.maxUsesPerContact ?? null,
    starts_at: input.startsAt ? new Date(input.startsAt).toISOString() : null,
    ends_at: input.endsAt ? new Date(input.endsAt).toISOString() : null,
    applies_to: input.appliesTo,
    used: 0,
    disabled_at: null,
    created_by: actor.email,
    created_at: createdAt,
  };
  try {
    await writeTransaction(store, async (trx) => {
      await trx.insertInto('vouchers').values(row).execute();
      await recordAudit(trx, actor, {
        action: 'voucher.create',
        targetType: 'voucher',
        targetId: row.code,
        details: { after: input },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) refuseVoucher('voucher-exists');
    throw error;
  }
  return voucherOf(row);
}

/** Every voucher, newest first (a shop keeps tens, not thousands). */
export async function listVouchers(store: Store): Promise<Voucher[]> {
  const rows = await store.db
    .selectFrom('vouchers')
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('code')
    .execute();
  return rows.map(voucherOf);
}

/** Stops a code for new orders; orders that hold a use keep it. Disabling twice is a no-op. */
export async function disableVoucher(store: Store, actor: Actor, code: string): Promise<Voucher> {
  return writeTransaction(store, async (trx) => {
    const disabled = await trx
      .updateTable('vouchers')
      .set({ disabled_at: nowIso() })
      .where('code', '=', code)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    const voucher = await findVoucher(trx, code);
    if (!voucher) return refuseVoucher('voucher-missing');
    if (Number(disabled.numUpdatedRows) === 1) {
      await recordAudit(trx, actor, {
        action: 'voucher.disable',
        targetType: 'voucher',
        targetId: code,
      });
    }
    return voucher;
  });
}
