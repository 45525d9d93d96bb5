// theme.* (spec §7): the active theme and its sections per page and locale.
import { z } from 'zod';
import {
  getActiveTheme,
  getPageSections,
  getSection,
  getSections,
} from '../services/site/theme/theme';
import { publicProcedure, router } from '../trpc';

const id = z.string().trim().min(1).max(128);
const locale = z.string().trim().min(2).max(10);

export const themeRouter = router({
  getActiveTheme: publicProcedure.query(({ ctx }) => getActiveTheme(ctx.store)),

  getSections: publicProcedure
    .input(z.object({ themeId: id, locale }))
    .query(({ ctx, input }) => getSections(ctx.store, input.themeId, input.locale)),

  getPageSections: publicProcedure
    .input(z.object({ themeId: id, pageType: id, locale }))
    .query(({ ctx, input }) =>
      getPageSections(ctx.store, input.themeId, input.pageType, input.locale),
    ),

  getSection: publicProcedure
    .input(z.object({ themeId: id, sectionId: id, locale }))
    .query(({ ctx, input }) => getSection(ctx.store, input.themeId, input.sectionId, input.locale)),
});
