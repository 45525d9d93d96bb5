'use client';

import { useCallback, useEffect, useState } from 'react';
import { bookableRange } from '@/lib/vietnam-clock';
import { getTrpcClient } from '@/lib/trpc/client';
import type { DayAvailability } from '@/lib/trpc/contract';

export type AvailabilityState =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; days: Map<string, DayAvailability> };

export interface BookableRange {
  first: string;
  last: string;
}

/**
 * The bookable range (read on the visitor's clock after hydration; today's sales end at `closes`,
 * content/site.yaml's closing time) and its availability. `initialRange`, the server's range when
 * it rendered the page, lets the static HTML hold the calendar's month (its days still loading),
 * so the page does not jump when the browser's range replaces it, nearly always unchanged.
 */
export function useAvailability(closes: string, initialRange?: BookableRange) {
  const [range, setRange] = useState<BookableRange | null>(initialRange ?? null);
  const [availability, setAvailability] = useState<AvailabilityState>({ state: 'loading' });

  const load = useCallback((from: string, to: string) => {
    setAvailability({ state: 'loading' });
    return getTrpcClient()
      .ticket.getAvailability.query({ from, to })
      .then(
        (list) => setAvailability({ state: 'ready', days: new Map(list.map((d) => [d.date, d])) }),
        (error: unknown) => {
          console.error('[tickets] loading availability failed', error);
          setAvailability({ state: 'failed' });
        },
      );
  }, []);

  useEffect(() => {
    // The visitor's clock decides after hydration: the server's HTML may be an hour old.
    void Promise.resolve().then(() => {
      const { first, last } = bookableRange(new Date(), closes);
      setRange({ first, last });
      return load(first, last);
    });
  }, [load, closes]);

  const reload = useCallback(() => {
    if (range) void load(range.first, range.last);
  }, [load, range]);

  return { range, availability, reload };
}
