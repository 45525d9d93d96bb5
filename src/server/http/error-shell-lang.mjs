// `lang` on Next's error shell (DESIGN.md §8). Since Next 16.3, a page that calls notFound() while
// it renders per request (the e-ticket page with an unknown key) is answered with a bare shell,
// `<html id="__next_error__">`, whose not-found view is drawn by the client from the payload:
// the served HTML has no `lang` (vercel/next.js#97514, #62228). Paths no route matches never get
// there (the middleware rewrites them to a page that renders the 404 view itself); for the rest,
// this writes the locale of the request's path onto that shell's <html> as it goes out.
// Plain JavaScript because scripts/server.mjs runs it before Next; typed by the .d.mts.

const SHELL = '<html id="__next_error__">';
/** Where the shell's tag sits: after `<!DOCTYPE html>`, at the very start of the first chunk. */
const SHELL_WITHIN = 64;

/** The site's locale of a request target: `en` under /en, else Vietnamese (the default). */
export function localeOfTarget(target) {
  return /^\/en(?:[/?#]|$)/.test(target) ? 'en' : 'vi';
}

/** The first chunk with `lang` added to the shell's <html>, or null when it is not the shell. */
export function withShellLang(chunk, locale) {
  const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
  const at = bytes.subarray(0, SHELL_WITHIN + SHELL.length).indexOf(SHELL);
  if (at === -1) return null;
  const tag = `<html id="__next_error__" lang="${locale}">`;
  return Buffer.concat([
    bytes.subarray(0, at),
    Buffer.from(tag),
    bytes.subarray(at + SHELL.length),
  ]);
}

/**
 * Wraps res.write/end of a GET or HEAD so that the first chunk of an HTML error answer (4xx or
 * 5xx) that is Next's error shell gets `lang`. Any other answer passes through untouched.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function langOnErrorShell(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  const { write, end } = res;
  let first = true;
  const fix = (chunk) => {
    if (!first || chunk == null || typeof chunk === 'function') return chunk;
    first = false;
    if (res.statusCode < 400) return chunk;
    if (!/^text\/html/i.test(String(res.getHeader('content-type') ?? ''))) return chunk;
    const fixed = withShellLang(chunk, localeOfTarget(req.url ?? '/'));
    if (!fixed) return chunk;
    if (res.hasHeader('content-length')) res.setHeader('Content-Length', fixed.length);
    return fixed;
  };
  res.write = function (chunk, ...rest) {
    return write.call(this, fix(chunk), ...rest);
  };
  res.end = function (chunk, ...rest) {
    return end.call(this, fix(chunk), ...rest);
  };
}
