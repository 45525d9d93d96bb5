// CSP violation reports (DESIGN.md §8): what a browser sends to the policy's `report-to` group
// (the Reporting API, `application/reports+json`) or to its `report-uri` (`application/csp-report`),
// read into one shape and logged one line per violation. Only paths and directives are kept: a
// query string, the script sample, the referrer and the user agent may carry personal data.
import { z } from 'zod';

export interface CspViolation {
  /** The page's path, without its query. */
  documentPath: string;
  /** The directive that refused, e.g. `script-src-elem`. */
  directive: string;
  /** `inline`, `eval`, `wasm-eval`, or the refused URL's origin and path. */
  blocked: string;
  /** The script file and line that caused it, when the browser says. */
  source: string | null;
  disposition: 'enforce' | 'report';
}

/** One report body is a browser's batch: a few reports, never more than this. */
export const MAX_VIOLATIONS_PER_BODY = 20;

const text = z.string().max(4096);
const count = z.number().int().nonnegative().optional();

const legacyReport = z.object({
  'csp-report': z.looseObject({
    'document-uri': text,
    'violated-directive': text.optional(),
    'effective-directive': text.optional(),
    'blocked-uri': text.optional(),
    'source-file': text.optional(),
    'line-number': count,
    disposition: text.optional(),
  }),
});

const reportingApiReports = z
  .array(
    z.looseObject({
      type: text,
      body: z.looseObject({
        documentURL: text,
        effectiveDirective: text.optional(),
        blockedURL: text.optional(),
        sourceFile: text.optional(),
        lineNumber: count,
        disposition: text.optional(),
      }),
    }),
  )
  .max(100);

/** The path of a URL the browser reports (absolute, or a keyword such as `inline`). */
function pathOf(url: string | undefined): string {
  if (!url) return '';
  if (!URL.canParse(url)) return url.slice(0, 40).replace(/[^\w-]/g, '');
  return new URL(url).pathname.slice(0, 200);
}

/** A refused resource: a keyword as is, a URL as its origin and path. */
function blockedOf(url: string | undefined): string {
  if (!url) return 'unknown';
  if (!URL.canParse(url)) return url.slice(0, 40).replace(/[^\w-]/g, '') || 'unknown';
  const parsed = new URL(url);
  if (!parsed.protocol.startsWith('http')) return parsed.protocol;
  return `${parsed.origin}${parsed.pathname}`.slice(0, 200);
}

function sourceOf(file: string | undefined, line: number | undefined): string | null {
  if (!file) return null;
  return line === undefined ? blockedOf(file) : `${blockedOf(file)}:${line}`;
}

function dispositionOf(value: string | undefined): CspViolation['disposition'] {
  return value === 'report' ? 'report' : 'enforce';
}

/**
 * The violations in a report body of `contentType`; null when the body is neither kind of report.
 */
export function readCspReports(contentType: string, body: string): CspViolation[] | null {
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    // Not JSON: refused below like any other body that is not a report.
    return null;
  }
  if (type === 'application/csp-report') {
    const parsed = legacyReport.safeParse(json);
    if (!parsed.success) return null;
    const report = parsed.data['csp-report'];
    return [
      {
        documentPath: pathOf(report['document-uri']),
        directive: report['effective-directive'] ?? report['violated-directive'] ?? 'unknown',
        blocked: blockedOf(report['blocked-uri']),
        source: sourceOf(report['source-file'], report['line-number']),
        disposition: dispositionOf(report.disposition),
      },
    ];
  }
  if (type === 'application/reports+json') {
    const parsed = reportingApiReports.safeParse(json);
    if (!parsed.success) return null;
    return parsed.data
      .filter((report) => report.type === 'csp-violation')
      .slice(0, MAX_VIOLATIONS_PER_BODY)
      .map(({ body: report }) => ({
        documentPath: pathOf(report.documentURL),
        directive: report.effectiveDirective ?? 'unknown',
        blocked: blockedOf(report.blockedURL),
        source: sourceOf(report.sourceFile, report.lineNumber),
        disposition: dispositionOf(report.disposition),
      }));
  }
  return null;
}

/** The log line of one violation. */
export function violationLine(violation: CspViolation): string {
  const source = violation.source ? ` source=${JSON.stringify(violation.source)}` : '';
  return (
    `[csp] ${violation.disposition === 'report' ? 'reported' : 'refused'} ${violation.directive}` +
    ` blocked=${JSON.stringify(violation.blocked)} page=${JSON.stringify(violation.documentPath)}${source}`
  );
}
