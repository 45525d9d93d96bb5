// componentStyleConfig.byThemeId (spec §7): a theme's style configs, settings over the defaults.
import { z } from 'zod';
import { byThemeId } from '../services/site/theme/component-styles';
import { publicProcedure, router } from '../trpc';

export const componentStyleConfigRouter = router({
  byThemeId: publicProcedure
    .input(z.object({ themeId: z.string().trim().min(1).max(128) }))
    .query(({ ctx, input }) => byThemeId(ctx.store, input.themeId)),
});
