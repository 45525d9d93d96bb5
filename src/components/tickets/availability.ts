'use client';

import { bookableRange } from '@/lib/tickets/bookable-range';
import { useCallback, useEffect, useState } from 'react';
import { type PackedDays, unpackDays } from '@/lib/tickets/packed-days';
import type { DayAvailability } from '@/lib/trpc/contract';

export type AvailabilityState =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; days: Map<string, DayAvailability> };

export interface BookableRange {
  first: string;
  last: string;
}

function ready(list: readonly DayAvailability[]): AvailabilityState {
  return { state: 'ready', days: new Map(list.map((day) => [day.date, day])) };
}

/**
 * The bookable range (read on the visitor's clock after hydration; today's sales end at `closes`,
 * content/site.yaml's closing time) and its availability. `initialRange` and `initialDays`, the
 * server's range and seats when it rendered the page, are the calendar's from its first paint:
 * while the visitor's clock gives the same range the browser asks for nothing. When the range has
 * moved on (a page rendered before midnight or before closing time) the seats are fetched, with
 * the tRPC client, which is not part of the page's first load.
 */
export function useAvailability(
  closes: string,
  initialRange?: BookableRange,
  initialDays?: PackedDays | null,
) {
  const [range, setRange] = useState<BookableRange | null>(initialRange ?? null);
  const [availability, setAvailability] = useState<AvailabilityState>(() =>
    initialRange && initialDays ? ready(unpackDays(initialDays)) : { state: 'loading' },
  );

  const load = useCallback(async (from: string, to: string) => {
    setAvailability({ state: 'loading' });
    try {
      const { getTrpcClient } = await import('@/lib/trpc/client');
      setAvailability(ready(await getTrpcClient().ticket.getAvailability.query({ from, to })));
    } catch (error) {
      console.error('[tickets] loading availability failed', error);
      setAvailability({ state: 'failed' });
    }
  }, []);

  useEffect(() => {
    // The visitor's clock decides after hydration: the server's HTML may be an hour old.
    void Promise.resolve().then(() => {
      const { first, last } = bookableRange(new Date(), closes);
      setRange({ first, last });
      const current = initialDays && initialRange?.first === first && initialRange.last === last;
      return current ? undefined : load(first, last);
    });
  }, [load, closes, initialRange, initialDays]);

  const reload = useCallback(() => {
    if (range) void load(range.first, range.last);
  }, [load, range]);

  return { range, availability, reload };
}
