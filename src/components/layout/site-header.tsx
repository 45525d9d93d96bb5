import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { UserMenu } from '@/components/account/user-menu';
import { CartBadge } from '@/components/cart/cart-badge';
import { SearchBox } from '@/components/search/search-box';
import { hrefFor, type Locale } from '@/i18n/routing';
import { ColorModeSwitch } from './color-mode-switch';
import { OtherLocaleLink, SiteLogo } from './site-brand';
import { primaryNav, secondaryNav } from './nav-items';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const tColor = await getTranslations({ locale, namespace: 'ColorMode' });
  const tCart = await getTranslations({ locale, namespace: 'Cart' });

  return (
    <header className="border-b border-slate-200 bg-white/95 dark:border-slate-800 dark:bg-slate-950/95">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <SiteLogo
          locale={locale}
          className="flex items-center gap-2 text-lg font-bold text-slate-950 no-underline dark:text-white"
        />

        {/* Phones: controls beside the logo, search on its own row; wider screens: one row. */}
        <div className="order-2 w-full md:order-none md:ml-auto md:w-auto">
          <SearchBox locale={locale} />
        </div>
        <div className="order-1 ml-auto flex flex-wrap items-center justify-end gap-1 sm:gap-2 md:order-none md:ml-0">
          <OtherLocaleLink locale={locale} />
          <ColorModeSwitch
            label={tColor('label')}
            labels={{ light: tColor('light'), dark: tColor('dark'), auto: tColor('auto') }}
          />
          <CartBadge
            href={hrefFor(locale, 'cart')}
            label={t('cart')}
            countLabel={{ one: tCart('badgeOne'), other: tCart('badgeOther') }}
          />
          <UserMenu
            loginHref={hrefFor(locale, 'login')}
            dashboardHref={hrefFor(locale, 'dashboard')}
            loginLabel={t('account')}
            dashboardLabel={t('dashboard')}
          />
        </div>

        <nav aria-label={t('primary')} className="order-3 w-full md:order-none">
          <details className="site-nav">
            <summary className="nav-link inline-flex cursor-pointer list-none items-center gap-2">
              <span aria-hidden="true">☰</span>
              {t('openMenu')}
            </summary>
            <ul className="mt-2 grid grid-cols-2 gap-1 md:mt-0 md:flex md:flex-wrap md:items-center">
              {[...primaryNav, ...secondaryNav].map((key) => (
                <li key={key}>
                  <Link href={hrefFor(locale, key)} prefetch={false} className="nav-link">
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        </nav>
      </div>
    </header>
  );
}
