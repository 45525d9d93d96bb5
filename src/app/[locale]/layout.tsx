import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { fontVariables, webFontsScript } from '@/app/fonts';
import { SiteRuntime } from '@/components/layout/site-runtime';
import { ThemeStyle } from '@/components/theme/theme-style';
import { env } from '@/env';
import { renderOnFirstRequest, resolveLocale } from '@/i18n/params';
import { hrefFor } from '@/i18n/routing';
import { colorModeInitScript } from '@/lib/color-mode';
import { consentInitScript } from '@/lib/consent/consent';
import { faviconIcons, loadActiveTheme } from '@/server/page-data/theme';

export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: t('homeTitle'), template: t('titleTemplate') },
    description: t('description'),
    applicationName: t('siteName'),
    robots: { index: true, follow: true },
    openGraph: { siteName: t('siteName'), type: 'website' },
    twitter: { card: 'summary_large_image' },
    // Active favicon from the store, light/dark by `media`; the default file on failure.
    icons: await faviconIcons(),
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await resolveLocale(params);
  const tToast = await getTranslations({ locale, namespace: 'Toast' });
  const tConsent = await getTranslations({ locale, namespace: 'Consent' });
  const theme = await loadActiveTheme();

  return (
    <html lang={locale} className={fontVariables} suppressHydrationWarning>
      <head>
        {/* Sets the `dark` class before first paint: no flash of the wrong colour mode. */}
        <script dangerouslySetInnerHTML={{ __html: colorModeInitScript }} />
        {/* Marks <html> when this browser answered the privacy notice: the banner in the static
            HTML then stays hidden from the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: consentInitScript }} />
        {/* The site's font: from the first paint when this browser has it, else after load. */}
        <script dangerouslySetInnerHTML={{ __html: webFontsScript }} />
        {/* Active theme palettes as CSS variables (read at build/regeneration time). */}
        <ThemeStyle colors={theme?.colors} />
      </head>
      <body className="flex min-h-dvh flex-col">
        {/* No message provider here: client leaves get translated strings as props, so public
            pages ship no i18n runtime. Per-visitor areas bring their own (VisitorMessages). */}
        {children}
        <SiteRuntime
          buildId={env.BUILD_ID}
          toaster={{ regionLabel: tToast('region'), dismissLabel: tToast('dismiss') }}
          consent={{
            title: tConsent('title'),
            body: tConsent('body'),
            noticeLink: tConsent('noticeLink'),
            noticeHref: hrefFor(locale, 'privacy'),
            acceptAll: tConsent('acceptAll'),
            rejectAll: tConsent('rejectAll'),
            options: tConsent('options'),
            save: tConsent('save'),
            purposes: tConsent('purposes'),
            necessary: tConsent('necessary'),
            necessaryHint: tConsent('necessaryHint'),
            analytics: tConsent('analytics'),
            analyticsHint: tConsent('analyticsHint'),
            advertising: tConsent('advertising'),
            advertisingHint: tConsent('advertisingHint'),
          }}
        />
      </body>
    </html>
  );
}
