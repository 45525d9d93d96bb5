import { NotFoundContent } from '@/components/layout/not-found-content';
import { notFoundTexts } from '@/components/layout/not-found-texts';

// Shown when a client-side navigation reaches a missing page. It is serialised into every page's
// payload as the locale layout's not-found boundary, so it stays small.
export default async function LocaleNotFound() {
  return <NotFoundContent texts={await notFoundTexts()} />;
}
