import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { notFoundTexts } from '@/components/layout/not-found-texts';
import { fontVariables } from '@/app/fonts';
import { FONTS_READY_CLASS } from '@/lib/web-fonts';
import { colorModeInitScript } from '@/lib/color-mode';
import './globals.css';

// Next adds <meta name="robots" content="noindex"> to every 404 itself.
export const metadata: Metadata = { title: { absolute: 'Page Not Found' } };

// Next's `/_not-found` route (status 404): what the middleware does not send to the page-not-found
// route that names the path server-side (paths it skips, e.g. with a file extension).
export default async function NotFound() {
  return (
    <html lang="vi" className={`${fontVariables} ${FONTS_READY_CLASS}`} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: colorModeInitScript }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <NotFoundContent texts={await notFoundTexts()} />
      </body>
    </html>
  );
}
