import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteRuntime } from '@/components/layout/site-runtime';
import { faviconIcons } from '@/components/theme/theme-data';
import { ThemeStyle } from '@/components/theme/theme-style';
import { env } from '@/env';
import { routing, type Locale } from '@/i18n/routing';
import { colorModeInitScript } from '@/lib/color-mode';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
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

/** Client messages: only what client leaves in every layout need (errors, toasts, loading). */
const CLIENT_NAMESPACES = ['Errors', 'Loading', 'Toast'] as const;

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages({ locale });
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  const tToast = await getTranslations({ locale: locale as Locale, namespace: 'Toast' });

  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/* Sets the `dark` class before first paint: no flash of the wrong colour mode. */}
        <script dangerouslySetInnerHTML={{ __html: colorModeInitScript }} />
        {/* Active theme palettes as CSS variables (read at build/regeneration time). */}
        <ThemeStyle />
      </head>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          {children}
          <SiteRuntime
            buildId={env.BUILD_ID}
            toaster={{ regionLabel: tToast('region'), dismissLabel: tToast('dismiss') }}
          />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
