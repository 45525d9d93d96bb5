import { ShopMessages } from '@/components/cart/shop-messages';
import type { Locale } from '@/i18n/routing';
import { OrderHistory } from './order-history';

/** The dashboard's orders, with the shop's texts (the account area ships only its own). */
export function MyOrders({ locale }: { locale: Locale }) {
  return (
    <ShopMessages locale={locale}>
      <OrderHistory locale={locale} />
    </ShopMessages>
  );
}
