export interface TicketPriceRow {
  id: string;
  name: string;
  href: string;
  /** The booking page with this ticket chosen. */
  bookHref: string;
  audience?: string;
  /** Formatted price per ticket, e.g. "250.000đ". */
  price: string;
  /** One line per quantity discount; empty when there is none. */
  tiers: string[];
}

export interface TicketPriceTableProps {
  rows: TicketPriceRow[];
  labels: {
    caption: string;
    ticketType: string;
    audience: string;
    price: string;
    tierDiscounts: string;
    noTiers: string;
    /** The column's and each link's visible text ("Đặt vé"). */
    book: string;
    /** Each booking link's full name, e.g. "Đặt vé: Vé người lớn". */
    bookType: (name: string) => string;
  };
}

const nameLink =
  'inline-flex min-h-6 items-center text-primary-800 underline dark:text-primary-300';
const bookLink =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-primary-500 px-4 font-semibold whitespace-nowrap text-slate-950 no-underline hover:bg-primary-400';

/** A plain link (no script): 44 px tall, named after its ticket for screen readers. */
function BookLink({
  row,
  labels,
}: {
  row: TicketPriceRow;
  labels: TicketPriceTableProps['labels'];
}) {
  return (
    <a href={row.bookHref} className={bookLink} aria-label={labels.bookType(row.name)}>
      {labels.book}
    </a>
  );
}

const cell = 'border-b border-slate-200 px-3 py-3 align-top dark:border-slate-800';

function Tiers({ tiers, none }: { tiers: string[]; none: string }) {
  if (!tiers.length) return <>{none}</>;
  return (
    <ul className="space-y-1">
      {tiers.map((tier) => (
        <li key={tier}>{tier}</li>
      ))}
    </ul>
  );
}

/**
 * The ticket price list twice over, chosen by CSS alone: a card per ticket on phones (every
 * figure whole, discounts under their own label), a table from tablets up; each ticket has a
 * plain "Đặt vé" link to the booking page with that ticket chosen.
 */
export function TicketPriceTable({ rows, labels }: TicketPriceTableProps) {
  return (
    <>
      <section aria-labelledby="ticket-price-cards" className="md:hidden">
        <h2
          id="ticket-price-cards"
          className="mb-3 text-lg font-semibold text-slate-950 dark:text-white"
        >
          {labels.caption}
        </h2>
        <ul className="space-y-3">
          {rows.map((row) => (
            <li
              key={row.id}
              className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            >
              <h3 className="font-semibold">
                <a href={row.href} className={nameLink}>
                  {row.name}
                </a>
              </h3>
              <dl className="mt-2 grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-700 dark:text-slate-300">{labels.price}</dt>
                <dd className="text-base font-semibold whitespace-nowrap text-slate-950 dark:text-white">
                  {row.price}
                </dd>
                {row.audience ? (
                  <>
                    <dt className="text-slate-700 dark:text-slate-300">{labels.audience}</dt>
                    <dd>{row.audience}</dd>
                  </>
                ) : null}
                <dt className="text-slate-700 dark:text-slate-300">{labels.tierDiscounts}</dt>
                <dd>
                  <Tiers tiers={row.tiers} none={labels.noTiers} />
                </dd>
              </dl>
              <p className="mt-3">
                <BookLink row={row} labels={labels} />
              </p>
            </li>
          ))}
        </ul>
      </section>
      <table className="hidden w-full border-collapse text-left md:table">
        <caption className="mb-3 text-left text-lg font-semibold text-slate-950 dark:text-white">
          {labels.caption}
        </caption>
        <thead>
          <tr className="bg-slate-100 text-sm dark:bg-slate-900">
            <th scope="col" className="px-3 py-2">
              {labels.ticketType}
            </th>
            <th scope="col" className="px-3 py-2">
              {labels.audience}
            </th>
            <th scope="col" className="px-3 py-2">
              {labels.price}
            </th>
            <th scope="col" className="px-3 py-2">
              {labels.tierDiscounts}
            </th>
            <th scope="col" className="px-3 py-2">
              {labels.book}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${cell} font-semibold`}>
                <a href={row.href} className={nameLink}>
                  {row.name}
                </a>
              </th>
              <td className={cell}>{row.audience ?? ''}</td>
              <td className={`${cell} font-semibold whitespace-nowrap`}>{row.price}</td>
              <td className={`${cell} text-sm`}>
                <Tiers tiers={row.tiers} none={labels.noTiers} />
              </td>
              <td className={cell}>
                <BookLink row={row} labels={labels} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
