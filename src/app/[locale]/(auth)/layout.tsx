import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { LocaleSwitcher } from '@/components/layout/locale-switcher';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';

/** Auth layout (login, register): the brand, a language link and one centred card. */
export default async function AuthLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Header' });
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  const tLocale = await getTranslations({ locale, namespace: 'LocaleSwitcher' });
  const other = locale === 'vi' ? 'en' : 'vi';
  return (
    <div className="flex flex-1 flex-col bg-slate-50 dark:bg-slate-900">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 py-6">
        <Link
          href={hrefFor(locale, 'home')}
          prefetch={false}
          aria-label={t('logoLabel')}
          className="flex items-center gap-2 font-bold"
        >
          <span aria-hidden="true" className="inline-block size-7 rounded-full bg-primary-500" />
          <span>{tMeta('siteName')}</span>
        </Link>
        <LocaleSwitcher target={other} label={tLocale(other)} description={tLocale('switchTo')} />
      </header>
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 pb-12">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-950">
          {children}
        </div>
      </main>
    </div>
  );
}
