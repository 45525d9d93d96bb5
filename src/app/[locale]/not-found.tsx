import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { notFoundTexts } from '@/components/layout/not-found-texts';

// Also the metadata of every 404 rendered inside the locale layout (the page-not-found route the
// middleware rewrites to): Next resolves a 404 answer's metadata from this boundary, not from the
// page, so without it the layout's defaults (`Trang chủ`, `index, follow`) would apply.
export const metadata: Metadata = {
  title: { absolute: 'Page Not Found' },
  robots: { index: false, follow: true },
};

// Shown when a client-side navigation reaches a missing page. It is serialised into every page's
// payload as the locale layout's not-found boundary, so it stays small.
export default async function LocaleNotFound() {
  return <NotFoundContent texts={await notFoundTexts()} />;
}
