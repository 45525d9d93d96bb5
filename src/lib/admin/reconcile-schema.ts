// Inputs of admin.reports.reconcile*, shared by the router and the console's "Đối soát" page.
import { z } from 'zod';

export const RECONCILE_PROVIDERS = ['payos', 'vnpay', 'momo'] as const;
export type ReconcileProviderId = (typeof RECONCILE_PROVIDERS)[number];

export const reconcileDayInput = z.object({
  provider: z.enum(RECONCILE_PROVIDERS),
  day: z.iso.date(),
});

const itemId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const reconcileApplyInput = z.object({ itemId });

export const reconcileFlagInput = z.object({
  itemId,
  note: z.string().trim().max(500).optional(),
});
