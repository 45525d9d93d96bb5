// When a day is reconciled: once a day from the minute's sweep (yesterday, Vietnam time, for each
// provider that can be asked), claimed by a row per provider and day so that several instances
// sweeping at once run it once; and on demand from the console, any day, as often as asked.
import { addDays, dayStart, today } from '@/lib/calendar';
import type { Store } from '../../db/store';
import { DomainError } from '../errors';
import {
  queryableMethod,
  reconcileDay,
  RECONCILED_PROVIDERS,
  type ReconciledProvider,
  type ReconcileOptions,
  type RunSummary,
} from './reconcile';

/** A claim older than this (a crashed sweeper) or a failed run is tried again. */
const RETRY_AFTER_MS = 30 * 60_000;

function claimedRun(provider: ReconciledProvider, day: string, claimedAt: string) {
  return {
    provider,
    day,
    status: 'running' as const,
    claimed_at: claimedAt,
    finished_at: null,
    checked: 0,
    differences: 0,
    last_error: null,
  };
}

async function finishRun(
  store: Store,
  provider: ReconciledProvider,
  day: string,
  outcome: RunSummary | Error,
  now: Date,
): Promise<void> {
  const failed = outcome instanceof Error || outcome.unreachable > 0;
  await store.db
    .updateTable('reconciliation_runs')
    .set({
      status: failed ? 'failed' : 'done',
      finished_at: now.toISOString(),
      ...(outcome instanceof Error
        ? { last_error: outcome.message.slice(0, 500) }
        : {
            checked: outcome.checked,
            differences: outcome.differences,
            last_error: failed ? `${outcome.unreachable} attempts unanswered` : null,
          }),
    })
    .where('provider', '=', provider)
    .where('day', '=', day)
    .execute();
}

/** Runs the day and records how it went on its run row; a failure is recorded, then thrown. */
async function runAndRecord(
  store: Store,
  provider: ReconciledProvider,
  day: string,
  options: ReconcileOptions,
  now: Date,
): Promise<RunSummary> {
  try {
    const summary = await reconcileDay(store, provider, day, options);
    await finishRun(store, provider, day, summary, now);
    return summary;
  } catch (error) {
    await finishRun(
      store,
      provider,
      day,
      error instanceof Error ? error : new Error(String(error)),
      now,
    );
    throw error;
  }
}

/**
 * Race condition: every instance's sweep tries the same (provider, day) each minute. The row's
 * primary key lets one insert win; a failed or abandoned run is taken over by one conditional
 * update. Whoever gets neither does nothing.
 */
async function claimDay(
  store: Store,
  provider: ReconciledProvider,
  day: string,
  now: Date,
): Promise<boolean> {
  const claimedAt = now.toISOString();
  const inserted = await store.db
    .insertInto('reconciliation_runs')
    .values(claimedRun(provider, day, claimedAt))
    .onConflict((oc) => oc.columns(['provider', 'day']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const stale = new Date(now.getTime() - RETRY_AFTER_MS).toISOString();
  const dayEnd = dayStart(addDays(day, 1)).toISOString();
  const taken = await store.db
    .updateTable('reconciliation_runs')
    .set({ status: 'running', claimed_at: claimedAt })
    .where('provider', '=', provider)
    .where('day', '=', day)
    .where((eb) =>
      eb.or([
        // Failed, or abandoned by a crashed sweeper: tried again after a while.
        eb.and([eb('status', '!=', 'done'), eb('claimed_at', '<', stale)]),
        // An operator's run before the day was over saw only part of it.
        eb.and([eb('status', '=', 'done'), eb('finished_at', '<', dayEnd)]),
      ]),
    )
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** The sweeper: yesterday's reconciliation of each provider that can be asked, once. */
export async function reconcileYesterday(
  store: Store,
  now: Date,
  options: ReconcileOptions = {},
): Promise<number> {
  const day = addDays(today(now), -1);
  let differences = 0;
  for (const provider of RECONCILED_PROVIDERS) {
    if (!(await queryableMethod(store, provider, options.methods))) continue;
    if (!(await claimDay(store, provider, day, now))) continue;
    differences += (await runAndRecord(store, provider, day, options, now)).differences;
  }
  return differences;
}

/** An operator's run of any past or current day (the console's "Đối soát lại"). */
export async function reconcileOnDemand(
  store: Store,
  provider: ReconciledProvider,
  day: string,
  options: ReconcileOptions = {},
): Promise<RunSummary> {
  const now = options.now ?? new Date();
  if (day > today(now)) throw new DomainError('reconcile-future-day');
  if (!(await queryableMethod(store, provider, options.methods))) {
    throw new DomainError('reconcile-provider-unavailable');
  }
  await store.db
    .insertInto('reconciliation_runs')
    .values(claimedRun(provider, day, now.toISOString()))
    .onConflict((oc) =>
      oc
        .columns(['provider', 'day'])
        .doUpdateSet({ status: 'running', claimed_at: now.toISOString() }),
    )
    .execute();
  try {
    return await runAndRecord(store, provider, day, options, now);
  } catch (error) {
    console.error(`[reconcile] ${provider} ${day} failed`, error);
    throw new DomainError('reconcile-provider-unavailable');
  }
}
