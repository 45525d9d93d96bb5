// settings.* (spec §7): public settings only.
import { z } from 'zod';
import { getPublicSettingByKey, getPublicSettings } from '../services/site/settings/settings';
import { publicProcedure, router } from '../trpc';

export const settingsRouter = router({
  getPublicSettings: publicProcedure.query(({ ctx }) => getPublicSettings(ctx.store)),

  getPublicSettingByKey: publicProcedure
    .input(z.object({ key: z.string().trim().min(1).max(128) }))
    .query(({ ctx, input }) => getPublicSettingByKey(ctx.store, input.key)),
});
