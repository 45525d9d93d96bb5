// logo.getActiveLogo (spec §7): light and dark URLs of the logo or the favicon.
import { z } from 'zod';
import { getActiveLogo, LOGO_TYPES } from '../services/site/logos/logo';
import { publicProcedure, router } from '../trpc';

export const logoRouter = router({
  getActiveLogo: publicProcedure
    .input(z.object({ type: z.enum(LOGO_TYPES) }))
    .query(({ ctx, input }) => getActiveLogo(ctx.store, input.type)),
});
