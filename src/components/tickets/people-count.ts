import { useTranslations } from 'next-intl';

/**
 * "2 người lớn", "1 trẻ em": how many people a ticket (or a group of them) admits, named by its
 * type; a type without its own words says how many tickets. Renders on the server and the client.
 */
export function usePeopleCount(): (ticketType: string, count: number) => string {
  const t = useTranslations('Tickets');
  return (ticketType, count) => {
    const key = `people.${ticketType}`;
    return t.has(key as Parameters<typeof t.has>[0])
      ? t(key as 'people.ve-nguoi-lon', { count })
      : t('bookingCount', { count });
  };
}
