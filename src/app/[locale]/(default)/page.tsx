import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const generateMetadata = routeMetadata('home');

export default async function HomePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  const tNav = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight text-slate-950 sm:text-5xl dark:text-white">
        {tMeta('siteName')}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
        {tMeta('description')}
      </p>
      <p className="mt-8 flex flex-wrap gap-3">
        <Link
          href={hrefFor(locale, 'ticketPricing')}
          prefetch={false}
          className="rounded-full bg-primary-500 px-6 py-3 font-semibold text-slate-950 no-underline hover:bg-primary-400"
        >
          {tNav('ticketPricing')}
        </Link>
        <Link
          href={hrefFor(locale, 'orderTicket')}
          prefetch={false}
          className="rounded-full border border-slate-400 px-6 py-3 font-semibold no-underline hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          {tNav('orderTicket')}
        </Link>
      </p>
    </div>
  );
}
