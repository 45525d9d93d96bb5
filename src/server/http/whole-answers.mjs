// Entity tags and compression for answers Next sends whole (DESIGN.md §8), in place of Next's
// `generateEtags` and `compress`. A pre-rendered page or RSC payload reaches `res.end` as one
// string with no header written yet; for such an answer this module
// - tags it with a SHA-1 of its bytes from node:crypto. Next hashed every such answer with a
//   52-bit FNV-1a written in JavaScript, one character at a time: on a 90 kB page that was a
//   quarter of the server's CPU under load (the benchmark's profile, November 2026);
// - answers 304 without the body when the request already holds that tag;
// - compresses it once per tag and encoding (br, else gzip) and keeps the result in a bounded LRU,
//   so the next thousand visitors of an unchanged page cost a hash and a lookup, not a
//   compression each (Next compressed every answer anew; br at quality 6 is also 22 % smaller
//   than its gzip).
// Streamed answers (dynamic pages, route handlers, files) are left to the `compression`
// middleware below this wrapper (scripts/server.mjs), as Next's own compression handled them.
// Plain JavaScript because scripts/server.mjs runs it before Next; typed by the .d.mts.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

const CONDITIONAL_METHODS = new Set(['GET', 'HEAD']);
/** Below this, compression costs more than the bytes it saves (the `compression` default). */
const MIN_COMPRESSED_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json))/i;
const ENCODINGS = ['br', 'gzip', 'identity'];

/** A strong tag of the body's bytes: `"` + 27 characters of SHA-1 in base64url + `"`. */
export function entityTag(body) {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * True when If-None-Match names the tag (weak comparison, RFC 9110 §13.1.2: `W/` is ignored, and
 * `*` matches any current representation).
 */
export function ifNoneMatchHits(header, tag) {
  if (!header) return false;
  const wanted = tag.replace(/^W\//, '');
  return header
    .split(',')
    .map((value) => value.trim())
    .some((value) => value === '*' || value.replace(/^W\//, '') === wanted);
}

/** br, gzip or identity, by the request's Accept-Encoding (br first on a tie). */
export function chooseEncoding(acceptEncoding) {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } });
  return negotiator.encoding(ENCODINGS, { preferred: ['br', 'gzip'] }) ?? 'identity';
}

function compress(body, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}

function compressible(res, length) {
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  return (
    length >= MIN_COMPRESSED_BYTES &&
    COMPRESSIBLE.test(String(res.getHeader('content-type') ?? '')) &&
    !res.hasHeader('content-encoding') &&
    !/\bno-transform\b/i.test(cacheControl)
  );
}

function addVary(res, name) {
  const vary = String(res.getHeader('vary') ?? '');
  if (vary.split(',').some((value) => value.trim().toLowerCase() === name.toLowerCase())) return;
  res.setHeader('Vary', vary ? `${vary}, ${name}` : name);
}

/**
 * Returns the wrapper to run on each request, after any compression middleware: it makes
 * `res.end(body)` of a 200 answer to GET with no header written yet tagged, conditional and
 * compressed as above. Other statuses and methods, answers with a tag or an encoding of their own,
 * and streamed answers pass through untouched.
 * @param {{ maxBytes?: number, beforeHead?: (res: import('node:http').ServerResponse, body: Buffer, tag: string) => Buffer | undefined }} [options]
 *   `maxBytes`: the compressed copies kept, in bytes (default 32 MB); `beforeHead`: called for every
 *   whole answer, whatever its status, before its head is written, with its bytes and their tag;
 *   it may return other bytes to send, derived from those alone (scripts/server.mjs sets a page's
 *   script policy there and marks its script files with their integrity, once per page version)
 */
export function createWholeAnswers({ maxBytes = 32 * 1024 * 1024, beforeHead } = {}) {
  const compressed = new LRUCache({ maxSize: maxBytes, sizeCalculation: (value) => value.length });

  return function wholeAnswers(req, res) {
    if (!CONDITIONAL_METHODS.has(req.method ?? '')) return;
    const end = res.end;
    res.end = function (chunk, ...rest) {
      const whole = typeof chunk === 'string' || Buffer.isBuffer(chunk);
      if (!whole || this.headersSent) return end.call(this, chunk, ...rest);
      const sent = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      const tag = entityTag(sent);
      // The hook may hand back the bytes to send instead, made from these alone (so the tag
      // still names them).
      const body = beforeHead?.(this, sent, tag) ?? sent;
      if (body !== sent && this.hasHeader('content-length')) {
        this.setHeader('Content-Length', body.length);
      }
      if (this.statusCode !== 200 || this.hasHeader('etag')) return end.call(this, body, ...rest);
      this.setHeader('ETag', tag);
      const callback = rest.find((argument) => typeof argument === 'function');
      const conditional = req.headers['if-none-match'];
      if (ifNoneMatchHits(Array.isArray(conditional) ? conditional.join(',') : conditional, tag)) {
        this.statusCode = 304;
        for (const name of ['content-length', 'content-type', 'content-encoding']) {
          this.removeHeader(name);
        }
        return end.call(this, callback);
      }
      if (!compressible(this, body.length)) return end.call(this, body, callback);
      addVary(this, 'Accept-Encoding');
      const encoding = chooseEncoding(req.headers['accept-encoding']);
      if (encoding === 'identity') return end.call(this, body, callback);
      const key = `${encoding} ${tag}`;
      let encoded = compressed.get(key);
      if (!encoded) {
        encoded = compress(body, encoding);
        compressed.set(key, encoded);
      }
      this.setHeader('Content-Encoding', encoding);
      this.setHeader('Content-Length', encoded.length);
      return end.call(this, encoded, callback);
    };
  };
}
