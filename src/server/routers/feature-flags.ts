// featureFlags.* (spec §7): on only when the stored value lowercases to "true".
import { z } from 'zod';
import {
  getAllFeatureFlags,
  getFeatureFlagByKey,
  isFeatureEnabled,
} from '../services/site/flags/flags';
import { publicProcedure, router } from '../trpc';

const key = z.string().trim().min(1).max(128);

export const featureFlagsRouter = router({
  getAllFeatureFlags: publicProcedure.query(({ ctx }) => getAllFeatureFlags(ctx.store)),

  getFeatureFlagByKey: publicProcedure
    .input(z.object({ key }))
    .query(({ ctx, input }) => getFeatureFlagByKey(ctx.store, input.key)),

  isFeatureEnabled: publicProcedure
    .input(z.object({ key, defaultValue: z.boolean().default(false) }))
    .query(({ ctx, input }) => isFeatureEnabled(ctx.store, input.key, input.defaultValue)),
});
