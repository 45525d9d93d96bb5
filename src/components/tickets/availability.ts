'use client';

import { useCallback, useEffect, useState } from 'react';
import { bookableRange } from '@/lib/vietnam-clock';
import { getTrpcClient } from '@/lib/trpc/client';
import type { DayAvailability } from '@/lib/trpc/contract';

export type AvailabilityState =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; days: Map<string, DayAvailability> };

/**
 * The bookable range (read on the visitor's clock after hydration; today's sales end at `closes`,
 * content/site.yaml's closing time) and its availability.
 */
export function useAvailability(closes: string) {
  const [range, setRange] = useState<{ first: string; last: string } | null>(null);
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
    // The visitor's clock is read after hydration, so the server's HTML never holds a date.
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
