// Types of html.mjs, for the TypeScript tests.
export interface FoundScript {
  url: string;
  kind: 'module' | 'classic';
  async: boolean;
  defer: boolean;
}
export function parseAttributes(source: string): Map<string, string>;
export function extractScripts(html: string, pageUrl: string): FoundScript[];
export function parseSitemap(xml: string): { isIndex: boolean; locs: string[] };
export function firstMatchingPath(urls: readonly string[], pattern: string): string | null;
