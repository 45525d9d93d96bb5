// The previous day's takings mailed to the shop's inbox at a set hour (issue: the day's takings).
// The hour (Vietnam time) and the inbox are private settings the console's report page sets; the
// minute's sweep checks them, and once the hour has come the first sweeper to move
// `takings_mail_last_day` forward (one conditional update) enqueues the mail with the day's CSV and
// XLSX attached, in the same transaction: any number of instances send it once a day.
import type { Kysely } from 'kysely';
import { addDays, vietnamClock } from '@/lib/calendar';
import { formatVnd } from '@/lib/format-vnd';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { enqueueMail } from '../mail/outbox';
import { takingsReport } from './takings';
import { takingsCsv, takingsFileName, takingsXlsx } from './takings-files';

export const TAKINGS_MAIL_KEYS = {
  hour: 'takings_mail_hour',
  to: 'takings_mail_to',
  lastDay: 'takings_mail_last_day',
} as const;

export interface TakingsMailSettings {
  /** 0–23, Vietnam time; null: not mailed. */
  hour: number | null;
  to: string | null;
}

async function privateSetting(db: Kysely<Database>, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value || null;
}

export async function getTakingsMailSettings(db: Kysely<Database>): Promise<TakingsMailSettings> {
  const [hour, to] = await Promise.all([
    privateSetting(db, TAKINGS_MAIL_KEYS.hour),
    privateSetting(db, TAKINGS_MAIL_KEYS.to),
  ]);
  return { hour: hour === null ? null : Number(hour), to };
}

/** Saves the hour and inbox (private rows: never in the public settings). */
export async function setTakingsMailSettings(
  trx: Kysely<Database>,
  settings: TakingsMailSettings,
): Promise<void> {
  const rows = [
    [TAKINGS_MAIL_KEYS.hour, settings.hour === null ? '' : String(settings.hour)],
    [TAKINGS_MAIL_KEYS.to, settings.to ?? ''],
  ] as const;
  for (const [key, value] of rows) {
    const update = { value, is_public: 0, updated_at: nowIso() } as const;
    await trx
      .insertInto('settings')
      .values({ key, ...update })
      .onConflict((oc) => oc.column('key').doUpdateSet(update))
      .execute();
  }
  // The claim's row exists from the start, so the first sweep after the hour can move it.
  await trx
    .insertInto('settings')
    .values({ key: TAKINGS_MAIL_KEYS.lastDay, value: '', is_public: 0, updated_at: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** The sweep's pass: 1 when it enqueued yesterday's report, else 0. */
export async function mailYesterdaysTakings(store: Store, now: Date): Promise<number> {
  const settings = await getTakingsMailSettings(store.db);
  if (settings.hour === null || !settings.to) return 0;
  const clock = vietnamClock(now);
  if (Number(clock.time.slice(0, 2)) < settings.hour) return 0;
  const day = addDays(clock.date, -1);
  const to = settings.to;
  return writeTransaction(store, async (trx) => {
    const claimed = await trx
      .updateTable('settings')
      .set({ value: day, updated_at: nowIso() })
      .where('key', '=', TAKINGS_MAIL_KEYS.lastDay)
      .where('value', '<', day)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return 0;
    const report = await takingsReport(trx, { from: day, to: day });
    const xlsx = await takingsXlsx(report, 'vi');
    const csv = takingsCsv(report, 'vi');
    const { total } = report;
    const lines = [
      `Doanh thu ngày ${day}: ${formatVnd(total.net)} (gồm thuế GTGT ${formatVnd(total.vat)}).`,
      `Doanh thu trước giảm giá ${formatVnd(total.gross)}, giảm giá ${formatVnd(total.discounts)}, hoàn tiền ${formatVnd(total.refunds)}.`,
      'Chi tiết theo phương thức, loại và thuế suất trong tệp đính kèm (CSV và XLSX).',
    ];
    await enqueueMail(trx, {
      to,
      subject: `Báo cáo doanh thu ngày ${day}`,
      kind: 'takings-report',
      locale: 'vi',
      text: lines.join('\n'),
      html: lines.map((line) => `<p>${line}</p>`).join(''),
      attachments: [
        {
          filename: takingsFileName(report, 'vi', 'xlsx'),
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          contentBase64: xlsx.toString('base64'),
        },
        {
          filename: takingsFileName(report, 'vi', 'csv'),
          contentType: 'text/csv; charset=utf-8',
          contentBase64: Buffer.from(csv, 'utf8').toString('base64'),
        },
      ],
    });
    return 1;
  });
}
