// The script policy of a page answer (DESIGN.md §8), set by scripts/server.mjs in place of the
// baseline of security-headers.mjs. No 'unsafe-inline': a script runs because the server vouched
// for it, and whatever it adds runs by 'strict-dynamic'.
// - A page rendered for this request (streamed) carries a fresh nonce: the server hands it to
//   Next in the request's own Content-Security-Policy header, which is where Next reads it to put
//   it on its scripts (https://nextjs.org/docs/app/guides/content-security-policy). The site's
//   own inline scripts carry no nonce (reading it would make every page per-request), so their
//   hashes join it: each one is registered when its module loads (src/lib/inline-script.ts).
// - A pre-rendered page (static or ISR, sent whole) cannot carry a per-response nonce: its answer
//   names the SHA-256 of each inline script and the integrity hash of each script file (Next's
//   subresource integrity, next.config.mjs), computed once per page version, like its compressed
//   copies (src/server/http/whole-answers.mjs). Next writes no integrity on the chunk files that
//   React names in the HTML; they get theirs here from the build's integrity manifest (the hash
//   the browser then checks the file against), in the same once-per-version pass.
// Plain JavaScript because scripts/server.mjs runs it before Next; typed by the .d.mts.
import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { contentSecurityPolicy } from './security-headers.mjs';

/** Where the app's modules register the inline scripts they render (src/lib/inline-script.ts). */
const INLINE_SCRIPTS = Symbol.for('storefront.inlineScripts');
const HTML = /^text\/html\b/i;
/** `type` values a browser runs; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTED_TYPE = /^(?:|module|(?:text|application)\/(?:java|ecma)script)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const INTEGRITY = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
const BASELINE = contentSecurityPolicy(true);
const BASELINE_WASM = contentSecurityPolicy(true, { wasm: true });

/** `'sha256-…'` of a script's text, as CSP hashes it (UTF-8). */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The value of `name` in a tag's attribute text; '' when present without one, else null. */
function attribute(attributes, name) {
  const valued = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');
  const match = valued.exec(attributes);
  if (match) return match[1] ?? match[2] ?? match[3] ?? '';
  return new RegExp(`(?:^|\\s)${name}(?=[\\s/]|$)`, 'i').test(attributes) ? '' : null;
}

/**
 * The sources that trust every script of a page as sent: the hash of each inline script's text,
 * and the integrity hashes of each script file. A script file without integrity is not trusted
 * (nothing here would tell it from an injected one).
 */
export function scriptSourcesOf(html) {
  const sources = new Set();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (!EXECUTED_TYPE.test((attribute(attributes, 'type') ?? '').trim())) continue;
    if (attribute(attributes, 'src') === null) {
      sources.add(hashSource(text));
      continue;
    }
    for (const token of (attribute(attributes, 'integrity') ?? '').split(/\s+/)) {
      if (INTEGRITY.test(token)) sources.add(`'${token}'`);
    }
  }
  return [...sources];
}

const SCRIPT_OPENING = /<script\b[^>]*>/gi;

/**
 * Adds `integrity` to each script file of the build that has none, from `integrityOf` (its path
 * → its `sha256-…`); the HTML is returned as it was when nothing needed one.
 */
export function markScriptIntegrity(html, integrityOf) {
  return html.replace(SCRIPT_OPENING, (tag) => {
    const attributes = tag.slice(7, -1);
    const src = attribute(attributes, 'src');
    if (src === null || attribute(attributes, 'integrity') !== null) return tag;
    const integrity = src.startsWith('/') ? integrityOf(src.split(/[?#]/, 1)[0] ?? '') : null;
    return integrity ? `${tag.slice(0, -1)} integrity="${integrity}">` : tag;
  });
}

/** A fresh nonce: 128 random bits. */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/** Whether the answer is a page that still carries the baseline policy, and which one. */
function baselineOf(res) {
  if (!HTML.test(String(res.getHeader('content-type') ?? ''))) return null;
  const policy = String(res.getHeader('content-security-policy') ?? '');
  if (policy === BASELINE) return { wasm: false };
  if (policy === BASELINE_WASM) return { wasm: true };
  // A route handler's own policy (the payment sandboxes' pages) is left as it is.
  return null;
}

/**
 * @param {{ maxBytes?: number, maxInlineScripts?: number, integrityOf?: (path: string) => string | null }} [options]
 *   `maxBytes`: the page versions kept (their policy and marked HTML), in bytes (default 32 MB);
 *   `maxInlineScripts`: inline scripts the app may register (default 200); `integrityOf`: a build
 *   file's integrity hash by its URL path
 */
export function createDocumentPolicies({
  maxBytes = 32 * 1024 * 1024,
  maxInlineScripts = 200,
  integrityOf = () => null,
} = {}) {
  const byVersion = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.length + entry.policy.length,
  });
  const hashOfText = new Map();
  let warnedFull = false;

  /** The hashes of the inline scripts the app's modules registered so far. */
  function registeredHashes() {
    const texts = globalThis[INLINE_SCRIPTS];
    if (!texts) return [];
    for (const text of texts) {
      if (hashOfText.has(text)) continue;
      if (hashOfText.size >= maxInlineScripts) {
        // A script whose text changes per request does not belong in the registry: it would grow
        // without end. It is refused by the policy (and reported), not remembered.
        if (!warnedFull) console.warn('[csp] too many inline scripts registered; ignoring more');
        warnedFull = true;
        break;
      }
      hashOfText.set(text, hashSource(text));
    }
    return [...hashOfText.values()];
  }

  return {
    /**
     * Gives the request a fresh nonce where Next reads it (overwriting whatever the client sent
     * under those names) and returns it.
     */
    nonceFor(req) {
      const nonce = createNonce();
      delete req.headers['content-security-policy-report-only'];
      req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
      return nonce;
    },

    /**
     * A page sent whole: sets the policy of this version of its bytes (`tag`: their entity tag)
     * and returns the bytes to send, its script files marked with their integrity.
     */
    applyToWhole(res, body, tag) {
      const baseline = baselineOf(res);
      if (!baseline) return undefined;
      const key = `${baseline.wasm ? 'wasm' : 'page'} ${tag}`;
      let entry = byVersion.get(key);
      if (!entry) {
        const html = markScriptIntegrity(body.toString('utf8'), integrityOf);
        const policy = contentSecurityPolicy(true, {
          ...baseline,
          scriptSources: scriptSourcesOf(html),
        });
        entry = { policy, body: Buffer.from(html) };
        byVersion.set(key, entry);
      }
      res.setHeader('Content-Security-Policy', entry.policy);
      return entry.body;
    },

    /** A page that streams (its head is written before its body is known): the nonce. */
    applyToStream(res, nonce) {
      const writeHead = res.writeHead;
      res.writeHead = function (...args) {
        const baseline = baselineOf(this);
        if (baseline) {
          const scriptSources = [`'nonce-${nonce}'`, ...registeredHashes()];
          this.setHeader(
            'Content-Security-Policy',
            contentSecurityPolicy(true, { ...baseline, scriptSources }),
          );
        }
        return writeHead.apply(this, args);
      };
    },
  };
}
