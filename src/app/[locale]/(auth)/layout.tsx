import type { ReactNode } from 'react';
import { OtherLocaleLink, SiteLogo } from '@/components/layout/site-brand';
import { loadLogo } from '@/server/page-data/theme';
import { resolveLocale, type LocaleParams } from '@/i18n/params';

/** Auth layout (login, register): the brand, a language link and one centred card. */
export default async function AuthLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params);
  return (
    <div className="flex flex-1 flex-col bg-slate-50 dark:bg-slate-900">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 py-6">
        <SiteLogo
          locale={locale}
          logo={await loadLogo()}
          className="flex items-center gap-2 font-bold"
        />
        <OtherLocaleLink locale={locale} />
      </header>
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 pb-12">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-950">
          {children}
        </div>
      </main>
    </div>
  );
}
