import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { loadLogo } from '@/server/page-data/theme';

/** Default layout: header with navigation, the page, footer with contact and opening hours. */
export default async function DefaultLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params);
  return (
    <>
      <SiteHeader locale={locale} logo={await loadLogo()} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
