// Types of args.mjs, for the TypeScript tests.
export const USAGE: string;
export interface PageArg {
  name: string | null;
  path: string;
}
export interface Options {
  skipBuild: boolean;
  runs: number | null;
  duration: number | null;
  write: boolean;
  help: boolean;
  pages: PageArg[];
}
export interface ConfiguredPage {
  name: string;
  path?: string;
  discover?: string;
  source?: string;
  budgets?: Record<string, number>;
  /** Measured with one line in a guest cart (run.mjs adds it through the plain form). */
  withCartLine?: boolean;
  /** The e-ticket page of a booking run.mjs makes and pays for (e-ticket.mjs); no fixed path. */
  withBooking?: boolean;
}
export function parseArgs(argv: readonly string[]): Options;
export function parsePageArg(value: string): PageArg;
export function mergePages(
  configured: readonly ConfiguredPage[],
  fromArgs: readonly PageArg[],
): ConfiguredPage[];
