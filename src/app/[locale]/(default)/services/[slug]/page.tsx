import { notFound } from 'next/navigation';
import { routing } from '@/i18n/routing';
import { resolveLocale, type LocaleSlugParams } from '@/i18n/params';

// Only slugs that exist are pages; the content collections fill this list (issue 3).
export const dynamicParams = false;

export function generateStaticParams(): { locale: string; slug: string }[] {
  return routing.locales.flatMap(() => []);
}

export default async function ServicePage({ params }: LocaleSlugParams) {
  await resolveLocale(params);
  notFound();
}
