// Visit days in the e2e specs: the shop's calendar runs on Vietnam's clock (src/lib/calendar),
// the CI machine's may not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { addDays, today } from '../../src/lib/calendar';
import { bookableRange } from '../../src/lib/tickets/bookable-range';

/** Today on Vietnam's clock, moved by `days`: `YYYY-MM-DD`. */
export function vietnamDay(days = 0): string {
  return addDays(today(new Date()), days);
}

/** The range the booking page asks availability for now (content/site.yaml's closing time). */
export function bookingPageRange(now = new Date()): { first: string; last: string } {
  const site = parse(readFileSync(path.join(process.cwd(), 'content/site.yaml'), 'utf8')) as {
    openingHours: { closes: string };
  };
  return bookableRange(now, site.openingHours.closes);
}
