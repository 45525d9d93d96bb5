// The site-settings answers as the browser receives them, inferred from the router (never
// re-typed by hand).
import type { RouterOutputs } from '@/lib/trpc/contract';

type Outputs = RouterOutputs['admin'];

export type StoredRedirect = Outputs['redirects']['list']['rules'][number];
export type FlagRow = Outputs['flags']['list'][number];
export type SettingRow = Outputs['settings']['list'][number];
export type SeoPageView = Outputs['seo']['get'];
export type ThemeRow = Outputs['theme']['list'][number];
