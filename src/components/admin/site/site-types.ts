// The site-settings answers as the browser receives them, inferred from the router (never
// re-typed by hand).
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/root';

type Outputs = inferRouterOutputs<AppRouter>['admin'];

export type StoredRedirect = Outputs['redirects']['list']['rules'][number];
export type FlagRow = Outputs['flags']['list'][number];
export type SettingRow = Outputs['settings']['list'][number];
export type SeoPageView = Outputs['seo']['get'];
export type ThemeRow = Outputs['theme']['list'][number];
