/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import {
  chooseEncoding,
  createWholeAnswers,
  entityTag,
  ifNoneMatchHits,
} from './whole-answers.mjs';

const PAGE = `<!DOCTYPE html><html lang="vi"><body>${'<p>Vé cáp treo Núi Mây</p>'.repeat(200)}</body></html>`;

type Send = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** The answers under test, sent the way Next sends them, behind the layers of scripts/server.mjs. */
const routes: Record<string, Send> = {
  '/page': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(PAGE));
    res.end(PAGE);
  },
  '/once': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`${PAGE}<!-- once -->`);
  },
  '/small': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end('<p>ok</p>');
  },
  '/streamed': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write(PAGE.slice(0, 2000));
    res.end(PAGE.slice(2000));
  },
  '/missing': (_req, res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(PAGE);
  },
  '/no-transform': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-transform');
    res.end(PAGE);
  },
  '/picture': (_req, res) => {
    res.setHeader('Content-Type', 'image/webp');
    res.end(Buffer.alloc(4096, 7));
  },
};

let server: http.Server;
let origin: string;

beforeAll(async () => {
  const compress = compression();
  const wholeAnswers = createWholeAnswers();
  server = http.createServer((req, res) => {
    compress(req, res, () => {});
    wholeAnswers(req, res);
    const route = routes[(req.url ?? '').split('?', 1)[0] ?? ''];
    if (route) route(req, res);
    else res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request (fetch would decompress and hide the encoding). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a page sent whole', () => {
  it('is tagged with the hash of its bytes and sent as is to a client that takes no encoding', async () => {
    const answer = await get('/page');
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toBe(entityTag(PAGE));
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.body.toString()).toBe(PAGE);
  });

  it("is compressed with br for a browser's Accept-Encoding, with the same tag", async () => {
    const answer = await get('/page', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.headers.etag).toBe(entityTag(PAGE));
    expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
  });

  it('is compressed with gzip for a client that takes only gzip', async () => {
    const answer = await get('/page', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(PAGE);
  });

  it('is compressed once per encoding: later visitors get the kept copy', async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');
    try {
      const first = await get('/once', { 'accept-encoding': 'br' });
      const second = await get('/once', { 'accept-encoding': 'br' });
      const third = await get('/once', { 'accept-encoding': 'br' });
      expect(second.body.equals(first.body) && third.body.equals(first.body)).toBe(true);
      expect(brotli).toHaveBeenCalledTimes(1);
    } finally {
      brotli.mockRestore();
    }
  });

  it('answers 304 without a body when the request holds the tag, weak or among others', async () => {
    const tag = entityTag(PAGE);
    for (const ifNoneMatch of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const answer = await get('/page', {
        'if-none-match': ifNoneMatch,
        'accept-encoding': 'br',
      });
      expect(answer.status).toBe(304);
      expect(answer.body.length).toBe(0);
      expect(answer.headers.etag).toBe(tag);
      expect(answer.headers['content-encoding']).toBeUndefined();
    }
  });

  it('is sent in full when the tag the request holds is another', async () => {
    const answer = await get('/page', { 'if-none-match': '"an-older-version"' });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(PAGE);
  });

  it('is tagged but not compressed when it is under 1 kB, or the answer forbids transforms', async () => {
    const small = await get('/small', { 'accept-encoding': 'br' });
    expect(small.headers.etag).toBe(entityTag('<p>ok</p>'));
    expect(small.headers['content-encoding']).toBeUndefined();
    const kept = await get('/no-transform', { 'accept-encoding': 'br' });
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.body.toString()).toBe(PAGE);
  });

  it('is not compressed when it is a picture', async () => {
    const answer = await get('/picture', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBe(4096);
  });
});

describe('answers left to the compression middleware', () => {
  it('a streamed page is compressed by the middleware, untagged, and never answered 304', async () => {
    const answer = await get('/streamed', {
      'accept-encoding': 'gzip',
      'if-none-match': entityTag(PAGE),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(PAGE);
  });

  it('a 404 is not tagged', async () => {
    const answer = await get('/missing', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(404);
    expect(answer.headers.etag).toBeUndefined();
    expect(gunzipSync(answer.body).toString()).toBe(PAGE);
  });

  it('a POST is not tagged', async () => {
    const answer = await get('/page', {}, 'POST');
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.body.toString()).toBe(PAGE);
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['zstd', 'identity'],
    ['', 'identity'],
  ])('%j → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('ifNoneMatchHits', () => {
  it('matches the tag weakly, in a list, or with *, and nothing else', () => {
    expect(ifNoneMatchHits('"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"b" , "a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('*', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"b"', '"a"')).toBe(false);
    expect(ifNoneMatchHits('"ab"', '"a"')).toBe(false);
    expect(ifNoneMatchHits(undefined, '"a"')).toBe(false);
  });
});
