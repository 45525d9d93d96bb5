import { listTickets } from '@/content/tickets';
import type { Locale } from '@/i18n/routing';
import { TicketHistory } from './ticket-history';
import { TicketMessages } from './ticket-messages';

/** The dashboard's tickets, with the tickets' texts (the account area ships only its own). */
export function MyTickets({ locale }: { locale: Locale }) {
  return (
    <TicketMessages locale={locale}>
      <TicketHistory
        locale={locale}
        names={Object.fromEntries(listTickets(locale).map((ticket) => [ticket.id, ticket.name]))}
      />
    </TicketMessages>
  );
}
