// The console's "Thanh toán" settings (DESIGN.md §18 admin.payments.*): each method on or off for
// goods and for tickets, and the shop's VietQR account (a bank from the NAPAS list, its account
// number and holder). Stored in private settings rows (is_public 0: no public read returns them);
// a change is written with its audit entry in one transaction. Checkout reads the switches through
// the store's read cache: this instance sees a change at once, every other within the cache's
// 5 seconds (DESIGN.md §19); the VietQR account is read uncached when an order starts.
import { Banks, VietQRStatus } from 'vietnam-qr-pay';
import { z } from 'zod';
import { nowIso } from '../../db/ids';
import { writeTransaction, type Store } from '../../db/store';
import { DomainError } from '../errors';
import { recordAudit, type Actor } from '../operators/audit-log';
import {
  GOODS_METHOD_IDS,
  TICKET_METHOD_IDS,
  type MethodSwitches,
  type PaymentSettingsInput,
} from '@/lib/admin/payment-settings-schema';
import type { OrderKindId, PaymentMethod, PaymentMethodId } from './method';
import { paymentMethods } from './registry';
import { getVietQrAccount, VIETQR_SETTING_KEYS, type VietQrAccount } from './vietqr/vietqr';

export const PAYMENT_METHODS_SETTING = 'payment_methods';
const CACHE_KEY = 'payments:methods';

/** A NAPAS member a shop can receive VietQR transfers at. */
export interface NapasBank {
  bin: string;
  shortName: string;
  name: string;
}

/** The NAPAS list (vietnam-qr-pay's), banks that take VietQR transfers, by short name. */
export const NAPAS_BANKS: readonly NapasBank[] = Banks.filter(
  (bank) => bank.vietQRStatus !== VietQRStatus.NOT_SUPPORTED && /^\d{6}$/.test(bank.bin),
)
  .map((bank) => ({ bin: bank.bin, shortName: bank.shortName, name: bank.name }))
  .sort((a, b) => a.shortName.localeCompare(b.shortName, 'vi'));

/** Every method on: a shop that never opened the screen offers whatever is configured. */
function allOn(): MethodSwitches {
  const on = <Ids extends readonly string[]>(ids: Ids) =>
    Object.fromEntries(ids.map((id) => [id, true])) as Record<Ids[number], boolean>;
  return { goods: on(GOODS_METHOD_IDS), tickets: on(TICKET_METHOD_IDS) };
}

const storedSchema = z.object({
  goods: z.record(z.string(), z.boolean()).default({}),
  tickets: z.record(z.string(), z.boolean()).default({}),
});

/** The stored switches over the defaults (a method added later starts on). */
function switchesOf(value: string | undefined): MethodSwitches {
  const switches = allOn();
  if (!value) return switches;
  let stored: z.infer<typeof storedSchema>;
  try {
    stored = storedSchema.parse(JSON.parse(value));
  } catch (error) {
    console.error(`[payments] setting ${PAYMENT_METHODS_SETTING} is unreadable; all on`, error);
    return switches;
  }
  for (const id of GOODS_METHOD_IDS) switches.goods[id] = stored.goods[id] ?? true;
  for (const id of TICKET_METHOD_IDS) switches.tickets[id] = stored.tickets[id] ?? true;
  return switches;
}

async function readSwitches(db: Store['db']): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', PAYMENT_METHODS_SETTING)
    .executeTakeFirst();
  return row?.value;
}

/** The switches as checkout sees them (read cache). */
export async function methodSwitches(store: Store): Promise<MethodSwitches> {
  return switchesOf(await store.cache.getOrLoad(CACHE_KEY, () => readSwitches(store.db)));
}

export async function isMethodSwitchedOn(
  store: Store,
  id: PaymentMethodId,
  kind: OrderKindId,
): Promise<boolean> {
  const switches = await methodSwitches(store);
  const forKind: Partial<Record<PaymentMethodId, boolean>> = switches[kind];
  return forKind[id] === true;
}

/**
 * Whether checkout offers `method` for `kind` now: it sells that kind, the console has it on, and
 * the deployment has what it needs. The one rule the method list and placing an order share.
 */
export async function isMethodOffered(
  store: Store,
  method: PaymentMethod,
  kind: OrderKindId,
): Promise<boolean> {
  if (!method.kinds.includes(kind)) return false;
  if (!(await isMethodSwitchedOn(store, method.id, kind))) return false;
  return method.isAvailable(store);
}

export interface PaymentSettingsView {
  methods: MethodSwitches;
  vietqr: Pick<VietQrAccount, 'bankBin' | 'accountNumber' | 'accountName'> | null;
  /** Whether the deployment has what each method needs (keys in the environment, an account). */
  configured: Record<PaymentMethodId, boolean>;
  banks: readonly NapasBank[];
}

export async function getPaymentSettings(store: Store): Promise<PaymentSettingsView> {
  const [stored, account] = await Promise.all([readSwitches(store.db), getVietQrAccount(store)]);
  const methods = paymentMethods();
  const available = await Promise.all(methods.map((method) => method.isAvailable(store)));
  const configured = Object.fromEntries(
    methods.map((method, i) => [method.id, available[i] ?? false]),
  ) as Record<PaymentMethodId, boolean>;
  return {
    methods: switchesOf(stored),
    vietqr: account
      ? {
          bankBin: account.bankBin,
          accountNumber: account.accountNumber,
          accountName: account.accountName,
        }
      : null,
    configured,
    banks: NAPAS_BANKS,
  };
}

/** The settings rows a change writes: key → value, null for a row to delete. */
function rowsOf(input: PaymentSettingsInput): Record<string, string | null> {
  const bank = input.vietqr ? NAPAS_BANKS.find((b) => b.bin === input.vietqr?.bankBin) : null;
  return {
    [PAYMENT_METHODS_SETTING]: JSON.stringify(input.methods),
    [VIETQR_SETTING_KEYS.bankBin]: input.vietqr?.bankBin ?? null,
    [VIETQR_SETTING_KEYS.accountNumber]: input.vietqr?.accountNumber ?? null,
    [VIETQR_SETTING_KEYS.accountName]: input.vietqr?.accountName ?? null,
    [VIETQR_SETTING_KEYS.bankName]: bank?.shortName ?? null,
  };
}

export async function setPaymentSettings(
  store: Store,
  actor: Actor,
  input: PaymentSettingsInput,
): Promise<{ changed: boolean }> {
  if (input.vietqr && !NAPAS_BANKS.some((bank) => bank.bin === input.vietqr?.bankBin)) {
    throw new DomainError('payment-bank');
  }
  const rows = rowsOf(input);
  const result = await writeTransaction(store, async (trx) => {
    const before = await trx
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', Object.keys(rows))
      .execute();
    const was = Object.fromEntries(Object.keys(rows).map((key) => [key, null])) as Record<
      string,
      string | null
    >;
    for (const row of before) was[row.key] = row.value;
    const changedKeys = Object.keys(rows).filter((key) => was[key] !== rows[key]);
    if (changedKeys.length === 0) return { changed: false };
    const updatedAt = nowIso();
    for (const key of changedKeys) {
      const value = rows[key];
      if (value === null || value === undefined) {
        await trx.deleteFrom('settings').where('key', '=', key).execute();
        continue;
      }
      await trx
        .insertInto('settings')
        .values({ key, value, is_public: 0, updated_at: updatedAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value, is_public: 0, updated_at: updatedAt }),
        )
        .execute();
    }
    await recordAudit(trx, actor, {
      action: 'payments.settings.set',
      targetType: 'setting',
      targetId: 'payments',
      details: {
        before: Object.fromEntries(changedKeys.map((key) => [key, was[key]])),
        after: Object.fromEntries(changedKeys.map((key) => [key, rows[key]])),
      },
    });
    return { changed: true };
  });
  if (result.changed) store.cache.invalidate('payments:');
  return result;
}
