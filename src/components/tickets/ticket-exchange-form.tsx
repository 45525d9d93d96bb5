'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { hrefFor, type Locale } from '@/i18n/routing';
import { normalizeTicketCode, TICKET_CODE_PATTERN } from '@/lib/tickets/ticket-code';
import { reasonAmong, refusalOf } from '@/lib/errors/refusal';
import { TICKET_REASONS } from '@/lib/errors/reasons';
import { useRefusalMessage } from '@/components/ui/use-refusal-message';
import { useAvailability } from './availability';
import { BookingCalendar } from './booking-calendar';
import { CodeAndContactFields, readContact, type FieldErrors } from './code-and-contact';
import { formatVisitDate } from './e-ticket-card';
import { getTrpcClient } from '@/lib/trpc/client';
import type { ETicketView } from '@/lib/trpc/contract';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';

interface Prefill {
  code: string;
  wholeBooking: boolean;
}

/** What the e-ticket page's links put in the query (`?code=VE-…&whole=1`); the page is static. */
function prefillFromQuery(search: string): Prefill | null {
  const query = new URLSearchParams(search);
  const code = normalizeTicketCode(query.get('code') ?? '');
  if (!TICKET_CODE_PATTERN.test(code)) return null;
  return { code, wholeBooking: query.get('whole') === '1' };
}

/**
 * /ticket-exchange: code + phone or email + a new day → the new e-ticket, or the rule refusing.
 * One ticket moves, or every ticket of its booking; a link from the e-ticket page prefills both.
 */
export function TicketExchangeForm({
  locale,
  closes,
}: {
  locale: Locale;
  /** `HH:MM` in Việt Nam: today's tickets are sold until then (content/site.yaml). */
  closes: string;
}) {
  const t = useTranslations('Tickets');
  const tCheckout = useTranslations('Checkout');
  const refusalMessage = useRefusalMessage();
  const { range, availability, reload } = useAvailability(closes);
  const [newDate, setNewDate] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<ETicketView | null>(null);
  const [prefill, setPrefill] = useState<Prefill | null>(null);
  useEffect(() => {
    // The query is read once the static page runs in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of the URL on mount
    setPrefill(prefillFromQuery(window.location.search));
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const form = new FormData(event.currentTarget);
    const code = normalizeTicketCode(String(form.get('code') ?? ''));
    const contact = await readContact(form);
    const found: FieldErrors = {};
    if (!TICKET_CODE_PATTERN.test(code)) found.code = t('invalidTicketCode');
    if (!contact.ok) found.contact = contact.error;
    if (!newDate) found.newDate = t('chooseDay');
    setErrors(found);
    if (Object.keys(found).length || !contact.ok || !newDate) {
      const first = Object.keys(found)[0];
      requestAnimationFrame(() => {
        if (first === 'newDate')
          document.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();
        else if (first) document.getElementById(`checkout-${first}`)?.focus();
      });
      return;
    }
    setBusy(true);
    try {
      const ticket = await getTrpcClient().ticket.exchangeTickets.mutate({
        code,
        contact: contact.contact,
        newDate,
        wholeBooking: form.get('wholeBooking') !== null,
        locale,
      });
      setDone(ticket);
    } catch (error) {
      const found = refusalOf(error);
      const reason = reasonAmong(found, TICKET_REASONS);
      if (reason) setAlert(t(`refusals.${reason}`));
      else if (found.code === 'TOO_MANY_REQUESTS') setAlert(tCheckout('tooManyRequests'));
      else if (found.code === 'NOT_FOUND') setAlert(t('refusals.ticket-not-found'));
      else {
        console.error('[tickets] exchangeTickets failed', error);
        setAlert(refusalMessage(error, tCheckout('processingError')));
      }
      if (reason === 'not-enough-seats' || reason === 'day-closed') reload();
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div role="status" className="space-y-3 rounded-xl border-2 border-emerald-700 p-4">
        <p className="text-lg font-semibold">
          {t('exchangeDone', { date: formatVisitDate(done.visitDate, locale), code: done.code })}
        </p>
        <a
          href={hrefFor(locale, 'eTicket', done.accessKey)}
          className="nav-link border border-slate-300"
        >
          {t('openETicket')}
        </a>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="max-w-xl space-y-4"
      key={prefill ? 'prefilled' : 'blank'}
    >
      <h2 className="text-xl font-semibold">{t('exchangeFormHeading')}</h2>
      <CodeAndContactFields
        code={{
          name: 'code',
          label: t('ticketCode'),
          hint: t('ticketCodeHint'),
          defaultValue: prefill?.code,
        }}
        errors={errors}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name="wholeBooking"
          defaultChecked={prefill?.wholeBooking ?? false}
          className="size-5"
        />
        {t('wholeBooking')}
      </label>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('newDate')}</legend>
        {availability.state === 'failed' ? (
          <Alert tone="error">
            {t('availabilityError')}{' '}
            <button type="button" className="underline" onClick={reload}>
              {t('retry')}
            </button>
          </Alert>
        ) : null}
        {range ? (
          <BookingCalendar
            locale={locale}
            first={range.first}
            last={range.last}
            days={availability.state === 'ready' ? availability.days : null}
            ticketTypes={[]}
            value={newDate}
            onChange={setNewDate}
          />
        ) : null}
        <p aria-live="polite" className="mt-2 font-medium">
          {newDate ? t('chosenDay', { date: formatVisitDate(newDate, locale) }) : t('noDayYet')}
        </p>
        {typeof errors.newDate === 'string' ? (
          <p className="text-sm text-red-700 dark:text-red-300">{errors.newDate}</p>
        ) : null}
      </fieldset>
      {alert ? <Alert tone="error">{alert}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {busy ? t('sending') : t('exchangeSubmit')}
      </Button>
    </form>
  );
}
