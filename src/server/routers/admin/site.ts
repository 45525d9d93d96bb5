// admin.redirects.*, admin.flags.*, admin.settings.*, admin.seo.*, admin.theme.* (DESIGN.md §18): the site's
// settings. Staff read them; only an admin changes them (ADMIN_ONLY_PREFIXES in _router.ts).
import {
  flagSetInput,
  redirectInput,
  redirectSourceInput,
  seoPathInput,
  seoSetInput,
  settingSetInput,
  themeIdInput,
  themeSaveInput,
  logoIdInput,
} from '@/lib/admin/site-schemas';
import { activateTheme, listThemes, saveTheme } from '../../services/site/theme/theme-edits';
import { listLogos, restoreLogo } from '../../services/site/logos/logo-edits';
import { listFlags, setFlag } from '../../services/site/flags/flag-edits';
import { listPublicSettings, setPublicSetting } from '../../services/site/settings/setting-edits';
import {
  createRedirect,
  listRedirects,
  removeRedirect,
  updateRedirect,
} from '../../services/site/redirects/redirect-edits';
import { getSeoPage, setSeoPage } from '../../services/site/seo/seo-edits';
import { adminProcedure, router, staffProcedure } from '../../trpc';

const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

export const adminRedirectsRouter = router({
  list: staffProcedure.query(({ ctx }) => listRedirects(ctx.store)),
  create: adminProcedure
    .input(redirectInput)
    .mutation(({ ctx, input }) => createRedirect(ctx.store, actorOf(ctx.user), input)),
  update: adminProcedure
    .input(redirectInput)
    .mutation(({ ctx, input }) => updateRedirect(ctx.store, actorOf(ctx.user), input)),
  remove: adminProcedure
    .input(redirectSourceInput)
    .mutation(({ ctx, input }) => removeRedirect(ctx.store, actorOf(ctx.user), input.source)),
});

export const adminFlagsRouter = router({
  list: staffProcedure.query(({ ctx }) => listFlags(ctx.store)),
  set: adminProcedure
    .input(flagSetInput)
    .mutation(({ ctx, input }) => setFlag(ctx.store, actorOf(ctx.user), input)),
});

export const adminSettingsRouter = router({
  list: staffProcedure.query(({ ctx }) => listPublicSettings(ctx.store)),
  set: adminProcedure
    .input(settingSetInput)
    .mutation(({ ctx, input }) => setPublicSetting(ctx.store, actorOf(ctx.user), input)),
});

export const adminSeoRouter = router({
  get: staffProcedure
    .input(seoPathInput)
    .query(({ ctx, input }) => getSeoPage(ctx.store, input.path)),
  set: adminProcedure
    .input(seoSetInput)
    .mutation(({ ctx, input }) => setSeoPage(ctx.store, actorOf(ctx.user), input)),
});

export const adminThemeRouter = router({
  list: staffProcedure.query(({ ctx }) => listThemes(ctx.store)),
  save: adminProcedure
    .input(themeSaveInput)
    .mutation(({ ctx, input }) => saveTheme(ctx.store, actorOf(ctx.user), input)),
  activate: adminProcedure
    .input(themeIdInput)
    .mutation(({ ctx, input }) => activateTheme(ctx.store, actorOf(ctx.user), input.id)),
});

/**
 * admin.logos.*: the logo and favicon kept (the active one flagged) and restoring an earlier one.
 * Uploading takes files too large for a tRPC body: POST /api/admin/logos, admins only as well.
 */
export const adminLogosRouter = router({
  list: staffProcedure.query(({ ctx }) => listLogos(ctx.store)),
  restore: adminProcedure
    .input(logoIdInput)
    .mutation(({ ctx, input }) => restoreLogo(ctx.store, actorOf(ctx.user), input.id)),
});

/** The procedures of this file that change something: admins only. */
export const SITE_ADMIN_ONLY = [
  'admin.redirects.create',
  'admin.redirects.update',
  'admin.redirects.remove',
  'admin.flags.set',
  'admin.settings.set',
  'admin.seo.set',
  'admin.theme.save',
  'admin.theme.activate',
  'admin.logos.restore',
] as const;
