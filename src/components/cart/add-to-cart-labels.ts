import { getTranslations } from 'next-intl/server';
import type { AddToCartLabels } from '@/components/product/add-to-cart';
import type { Locale } from '@/i18n/routing';
import { templateOf } from '@/i18n/template-text';

/** The add-to-cart leaf's texts, translated on the server (public pages ship no message bundle). */
export async function addToCartLabels(locale: Locale): Promise<AddToCartLabels> {
  const t = await getTranslations({ locale, namespace: 'Cart' });
  const tContent = await getTranslations({ locale, namespace: 'Content' });
  // Placeholders stay for the leaf to fill in.
  const raw = (key: 'added' | 'stockLeft' | 'notEnoughLeft') => templateOf(t, key);
  return {
    quantity: t('quantity'),
    decrease: t('decrease'),
    increase: t('increase'),
    addToCart: t('addToCart'),
    adding: t('adding'),
    added: raw('added'),
    viewCart: t('viewCart'),
    disabled: t('disabled'),
    noVariant: tContent('noVariant'),
    outOfStock: tContent('outOfStock'),
    notFound: t('notFound'),
    addError: t('addError'),
    stockLeft: raw('stockLeft'),
    notEnoughLeft: raw('notEnoughLeft'),
  };
}
