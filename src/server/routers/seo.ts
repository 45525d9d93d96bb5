// getSeoByPath (spec §7): the SEO record of a page path, with the spec's fallbacks.
import { z } from 'zod';
import { getSeoByPath } from '../services/site/seo/seo';
import { publicProcedure } from '../trpc';

export const pathInput = z.object({ path: z.string().trim().min(1).max(2048) });

export const getSeoByPathProcedure = publicProcedure
  .input(pathInput)
  .query(({ ctx, input }) => getSeoByPath(ctx.store, input.path));
