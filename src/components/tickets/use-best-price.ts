'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import type { TicketLine } from '@/lib/tickets/ticket-schemas';
import type { TicketQuote } from '@/lib/trpc/contract';

/** Quantities settle before the server is asked: one quote per pause, not one per tap. */
export const QUOTE_DEBOUNCE_MS = 400;

/**
 * The server's cheaper form of the selection (`ticket.quote`'s `best`), asked after a pause; null
 * while none is known for the selection as it is now, so an answer about an older selection is
 * never offered. The server decides: the browser only shows what it answered.
 */
export function useBestPrice(
  locale: Locale,
  visitDate: string | null,
  lines: readonly TicketLine[],
): NonNullable<TicketQuote['best']> | null {
  const key = visitDate && lines.length ? JSON.stringify({ visitDate, lines }) : null;
  const [answer, setAnswer] = useState<{ key: string; quote: TicketQuote } | null>(null);

  useEffect(() => {
    if (!key) return;
    let current = true;
    const timer = setTimeout(() => {
      void (async () => {
        const input = JSON.parse(key) as { visitDate: string; lines: TicketLine[] };
        try {
          const { getTrpcClient } = await import('@/lib/trpc/client');
          const quote = await getTrpcClient().ticket.quote.query({ ...input, locale });
          if (current) setAnswer({ key, quote });
        } catch (error) {
          // The offer is a bonus: without it the selection still sells at its own price.
          console.warn('[tickets] asking for the best price failed', error);
        }
      })();
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, locale]);

  return answer && answer.key === key ? (answer.quote.best ?? null) : null;
}
