import type { ReactNode } from 'react';
import { ConsoleNav } from '@/components/admin/console-nav';
import { resolveLocale, type LocaleParams } from '@/i18n/params';

/** The operator console inside the profile layout: its own area menu above each page. */
export default async function AdminLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params);
  return (
    <>
      <ConsoleNav locale={locale} />
      {children}
    </>
  );
}
