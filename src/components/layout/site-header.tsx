import { getTranslations } from 'next-intl/server';
import { UserMenu } from '@/components/account/user-menu';
import { CartBadge } from '@/components/cart/cart-badge';
import { SearchBox } from '@/components/search/search-box';
import { hrefFor, type Locale } from '@/i18n/routing';
import { ColorModeSwitch } from './color-mode-switch';
import { CloseIcon, MenuIcon } from './header-icons';
import { MenuDismiss } from './menu-dismiss';
import { OtherLocaleLink, SiteLogo, type LogoUrls } from './site-brand';
import { primaryNav, secondaryNav } from './nav-items';

export async function SiteHeader({ locale, logo }: { locale: Locale; logo: LogoUrls }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const tColor = await getTranslations({ locale, namespace: 'ColorMode' });
  const tCart = await getTranslations({ locale, namespace: 'Cart' });
  const tBrowse = await getTranslations({ locale, namespace: 'Browse' });

  const colorSwitch = (
    <ColorModeSwitch
      label={tColor('label')}
      labels={{ light: tColor('light'), dark: tColor('dark'), auto: tColor('auto') }}
    />
  );

  return (
    <header className="site-header border-b border-slate-200 bg-white/95 dark:border-slate-800 dark:bg-slate-950/95">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t('skipToContent')}
      </a>
      {/*
        Phones: the brand row (logo, language, account) scrolls away and the bar below it (menu,
        search, cart) stays pinned; the colour mode sits in the menu. Wider screens: brand, search
        and controls in one row, the links below. Layout in globals.css (.site-header).
      */}
      <div className="site-header-grid mx-auto max-w-6xl px-3 sm:px-4">
        <SiteLogo
          locale={locale}
          logo={logo}
          className="site-header-logo flex min-w-0 items-center gap-2 text-base leading-tight font-bold text-slate-950 no-underline sm:text-lg dark:text-white"
        />
        <div className="site-header-search min-w-0">
          <SearchBox locale={locale} />
        </div>
        <div className="site-header-tools flex shrink-0 items-center justify-end gap-1 lg:gap-2">
          <OtherLocaleLink locale={locale} />
          <div className="max-md:hidden">{colorSwitch}</div>
          <UserMenu
            loginHref={hrefFor(locale, 'login')}
            dashboardHref={hrefFor(locale, 'dashboard')}
            loginLabel={t('account')}
            dashboardLabel={t('dashboard')}
          />
        </div>
        <div className="site-header-cart flex shrink-0 items-center">
          <CartBadge
            href={hrefFor(locale, 'cart')}
            label={t('cart')}
            countLabel={{ one: tCart('badgeOne'), other: tCart('badgeOther') }}
          />
        </div>

        <nav aria-label={t('primary')} className="site-header-nav">
          <MenuDismiss />
          <details className="site-nav group">
            {/* The words are its accessible name: "Mở menu" closed, "Đóng menu" open. */}
            <summary className="nav-link inline-flex size-10 cursor-pointer list-none items-center justify-center">
              <MenuIcon className="group-open:hidden" />
              <CloseIcon className="hidden group-open:block" />
              <span className="sr-only group-open:hidden">{t('openMenu')}</span>
              <span className="sr-only hidden group-open:inline">{t('closeMenu')}</span>
            </summary>
            <ul className="site-nav-list">
              {primaryNav.map((key) => (
                <li key={key}>
                  <a href={hrefFor(locale, key)} className="nav-link">
                    {t(key)}
                  </a>
                </li>
              ))}
              <li className="site-nav-more-item">
                {/* Wider screens: the rest under "More"; phones list them all (globals.css). */}
                <details className="site-nav-more group/more">
                  <summary className="nav-link inline-flex cursor-pointer list-none items-center gap-1">
                    {tBrowse('moreLinks')}
                    <span aria-hidden="true" className="text-xs group-open/more:rotate-180">
                      ▾
                    </span>
                  </summary>
                  <ul className="site-nav-more-list">
                    {secondaryNav.map((key) => (
                      <li key={key}>
                        <a href={hrefFor(locale, key)} className="nav-link">
                          {t(key)}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
              {/* Phones: the colour mode, which has no room in the brand row. */}
              <li className="site-nav-color col-span-2 flex items-center gap-3 px-2 pt-2 text-sm md:hidden">
                <span aria-hidden="true">{tColor('label')}</span>
                {colorSwitch}
              </li>
            </ul>
          </details>
        </nav>
      </div>
    </header>
  );
}
