// First-load JavaScript and HTML weight of a page: the HTML, every script it loads on first load
// (module and classic <script src>, not nomodule), each gzipped at level 9 so that figures do not
// depend on what the server happens to send.
import { gzipSync } from 'node:zlib';
import { extractScripts } from './html.mjs';

async function fetchBytes(url, headers = {}) {
  const response = await fetch(url, {
    headers: { ...headers, 'accept-encoding': 'identity' },
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return body;
}

function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

/**
 * `{ htmlBytes, htmlGzipBytes, jsBytes, jsGzipBytes, scripts, externalScripts }` of the HTML as
 * a request with `headers` (a cart's cookie) gets it. Scripts on another origin cannot be fetched
 * here (no network) and are listed in externalScripts only.
 */
export async function measureWeights(pageUrl, { headers = {} } = {}) {
  const html = await fetchBytes(pageUrl, headers);
  const origin = new URL(pageUrl).origin;
  const found = extractScripts(html.toString('utf8'), pageUrl);
  const scripts = [];
  const externalScripts = [];
  for (const script of found) {
    if (new URL(script.url).origin !== origin) {
      externalScripts.push(script.url);
      continue;
    }
    const body = await fetchBytes(script.url);
    scripts.push({
      path: new URL(script.url).pathname,
      kind: script.kind,
      bytes: body.length,
      gzipBytes: gzipSize(body),
    });
  }
  return {
    htmlBytes: html.length,
    htmlGzipBytes: gzipSize(html),
    jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    jsGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    scripts,
    externalScripts,
  };
}
