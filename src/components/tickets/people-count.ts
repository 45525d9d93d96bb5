import { useTranslations } from 'next-intl';

/**
 * "2 người lớn", "1 trẻ em": how many people a ticket (or a group of them) admits, named by its
 * type; a type without its own words says how many tickets. Renders on the server and the client.
 */
/** Who one e-ticket admits: "1 trẻ em", a bundle on one QR as "1 vé gia đình (…)". */
export function usePeopleOnTicket(): (ticket: {
  ticketType: string;
  personType: string | null;
  bundle: boolean;
  quantity: number;
}) => string {
  const people = usePeopleCount();
  return (ticket) =>
    ticket.personType
      ? people(ticket.personType, ticket.quantity)
      : people(ticket.ticketType, ticket.bundle ? 1 : ticket.quantity);
}

/**
 * "2 người lớn, 2 trẻ em": a booking's people summed by who they are (a bundle's people by their
 * own type, a bundle on one QR as one bundle).
 */
export function usePartySummary(): (
  tickets: readonly {
    ticketType: string;
    personType: string | null;
    bundle: boolean;
    quantity: number;
  }[],
) => string {
  const people = usePeopleCount();
  return (tickets) => {
    const counts = new Map<string, number>();
    for (const ticket of tickets) {
      const type = ticket.personType ?? ticket.ticketType;
      const count = ticket.personType || !ticket.bundle ? ticket.quantity : 1;
      counts.set(type, (counts.get(type) ?? 0) + count);
    }
    return [...counts].map(([type, count]) => people(type, count)).join(', ');
  };
}

export function usePeopleCount(): (ticketType: string, count: number) => string {
  const t = useTranslations('Tickets');
  return (ticketType, count) => {
    const key = `people.${ticketType}`;
    return t.has(key as Parameters<typeof t.has>[0])
      ? t(key as 'people.ve-nguoi-lon', { count })
      : t('bookingCount', { count });
  };
}
