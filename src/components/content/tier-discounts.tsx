import { getTranslations } from 'next-intl/server';
import { discountedPrice, type TicketTypeView } from '@/content/tickets';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';

/** A ticket's quantity discounts, each with the price per ticket it gives, or "no discount". */
export async function TierDiscounts({
  ticket,
  locale,
  className,
}: {
  ticket: Pick<TicketTypeView, 'price' | 'tierDiscounts'>;
  locale: Locale;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Content' });
  if (!ticket.tierDiscounts.length) return t('noTiers');
  return (
    <ul className={className}>
      {ticket.tierDiscounts.map(([min, percent]) => (
        <li key={min}>
          {t('tierRow', {
            min,
            percent,
            price: formatVnd(discountedPrice(ticket.price, percent), locale),
          })}
        </li>
      ))}
    </ul>
  );
}
