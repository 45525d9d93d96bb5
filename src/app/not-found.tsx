import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { notFoundTexts } from '@/components/layout/not-found-texts';
import { colorModeInitScript } from '@/lib/color-mode';
import './globals.css';

// Next adds <meta name="robots" content="noindex"> to every 404 itself.
export const metadata: Metadata = { title: { absolute: 'Page Not Found' } };

// Every unknown path is answered here with status 404, through Next's `/_not-found` route:
// paths no route matches and slugs a static route does not list.
export default async function NotFound() {
  return (
    <html lang="vi" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: colorModeInitScript }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <NotFoundContent texts={await notFoundTexts()} />
      </body>
    </html>
  );
}
