import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { loadLogo } from '@/server/page-data/theme';
import { hrefFor } from '@/i18n/routing';

/** Profile layout (dashboard): the site header, an account side menu and the page. */
export default async function ProfileLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const links = ['dashboard', 'cart', 'orderTicket'] as const;
  return (
    <>
      <SiteHeader locale={locale} logo={await loadLogo()} />
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label={t('account')} className="md:w-56">
          <ul className="flex gap-2 md:flex-col">
            {links.map((key) => (
              <li key={key}>
                <a
                  href={hrefFor(locale, key)}
                  className="block rounded px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* min-w-0: a wide table or form scrolls inside the page, never widens it past the screen. */}
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
      <SiteFooter locale={locale} />
    </>
  );
}
