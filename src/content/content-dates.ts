// When content last changed, from src/generated/content-dates.json (scripts/compile-content-dates.mjs:
// each file's last commit): the sitemap's <lastmod>, never the build's or the server's start time.
import dates from '@/generated/content-dates.json';

const entries = Object.entries(dates as Record<string, string>);

/** The newest change among the content files whose paths start with one of `prefixes`. */
export function lastChanged(...prefixes: string[]): string | undefined {
  let newest: string | undefined;
  for (const [file, date] of entries) {
    if (prefixes.some((prefix) => file.startsWith(prefix)) && (!newest || date > newest))
      newest = date;
  }
  return newest;
}
