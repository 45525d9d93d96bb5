import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { hrefFor, type Locale, type RouteKey } from '@/i18n/routing';
import { Breadcrumb, type Crumb } from './breadcrumb';

export interface PageShellProps {
  locale: Locale;
  /** The page's route; its name in the `Nav` messages is the default heading. */
  route: RouteKey;
  /** Heading when it is not the route's name (detail pages). */
  title?: string;
  /** Crumbs between Home and the current page. */
  parents?: readonly Crumb[];
  lead?: ReactNode;
  children?: ReactNode;
}

/** Heading, breadcrumb and content column shared by every page of the default layout. */
export async function PageShell({
  locale,
  route,
  title,
  parents = [],
  lead,
  children,
}: PageShellProps) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const heading = title ?? t(route);
  const crumbs: Crumb[] = [
    { label: t('home'), href: hrefFor(locale, 'home') },
    ...parents,
    { label: heading },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb label={t('breadcrumb')} items={crumbs} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">
        {heading}
      </h1>
      {lead ? (
        <div className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{lead}</div>
      ) : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
