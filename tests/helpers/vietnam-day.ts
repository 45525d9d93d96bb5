// Visit days in the e2e specs: the shop's calendar runs on Vietnam's clock, the CI machine's may not.

/** Today on Vietnam's clock, moved by `days`: `YYYY-MM-DD`. */
export function vietnamDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
