'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

/**
 * "Page Not Found: {path}" for the path the visitor asked for. A client leaf because the not-found
 * view is shared by static pages, which must not read request headers; it is still rendered on
 * the server for each unknown path, so the text is in the HTML.
 */
export function NotFoundMessage() {
  const t = useTranslations('Errors');
  const pathname = usePathname();
  return <>{t('notFound', { path: pathname })}</>;
}
