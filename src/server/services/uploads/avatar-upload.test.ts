// POST /api/uploads/avatar driven with real multipart Requests, on SQLite and PostgreSQL: the
// refusals a hostile upload meets (polyglot, SVG renamed .png, 5 MB + 1 byte, truncated JPEG, decompression
// bomb, a second file, wrong content types, a cross-site form) store nothing; an accepted photo
// comes back re-encoded, small, without metadata, under a generated name, kept in the store (so
// every instance serves it), served with nosniff. Files an earlier version wrote to disk are
// copied into the store by db:migrate.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Store } from '../../db/store';
import { describeEachDialect } from '@/testing/stores';
import { AVATAR_MAX_BYTES, importUploadFiles, readAvatar, sniffImageFormat } from './avatar';
import { avatarFileResponse, avatarUploadResponse } from './avatar-upload';
import { reasonText } from '@/lib/errors/reasons';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

let ipCounter = 0;

async function upload(
  store: Store,
  files: { bytes: Uint8Array; name: string; type: string }[],
  init: { headers?: Record<string, string>; body?: BodyInit } = {},
): Promise<Response> {
  const form = new FormData();
  for (const file of files) {
    form.append('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  }
  // Encoded first, as a socket would deliver it: a FormData body is generated while it is read,
  // and cutting it off mid-read made undici enqueue into the closed stream (a stray TypeError).
  const encoded = new Response(form);
  const request = new Request('http://localhost:3000/api/uploads/avatar', {
    method: 'POST',
    body: init.body ?? new Uint8Array(await encoded.arrayBuffer()),
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      ...(init.body ? {} : { 'content-type': encoded.headers.get('content-type') ?? '' }),
      ...init.headers,
    },
  });
  ipCounter += 1;
  return avatarUploadResponse(request, {
    store,
    uploadsDir,
    ip: `192.0.2.${ipCounter}`,
    now: new Date(),
  });
}

function filesOnDisk(): string[] {
  const dir = path.join(uploadsDir, 'avatars');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

async function uploadRows(store: Store): Promise<number> {
  const row = await store.db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function photoWithExif(): Promise<Buffer> {
  return sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', Artist: 'GPS 21.0,105.8' } } })
    .toBuffer();
}

describeEachDialect('avatar upload', ({ store }) => {
  it('re-encodes an accepted photo to a small WebP without metadata under a generated name', async () => {
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(store(), [
      { bytes: photo, name: '../../evil name.jpg', type: 'image/jpeg' },
    ]);
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/api\/uploads\/avatars\/[A-Za-z0-9_-]{22}\.webp$/);
    const name = url.slice(url.lastIndexOf('/') + 1);
    // In the store, not on this machine's disk: any instance serves it.
    expect(filesOnDisk()).toEqual([]);
    const stored = await readAvatar(store(), name);
    if (!stored) throw new Error('avatar not stored');
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(stored.byteLength).toBeLessThan(30_000);

    // Served with an exact type, nosniff and a long cache.
    const served = await avatarFileResponse(store(), name);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    const missing = await avatarFileResponse(store(), '../store.sqlite');
    expect(missing.status).toBe(404);
    expect((await avatarFileResponse(store(), 'AAAAAAAAAAAAAAAAAAAAAA.webp')).status).toBe(404);
  });

  it('copies avatars an earlier version wrote to disk into the store, once', async () => {
    const name = 'OldAvatarOnDisk0000000.webp';
    const bytes = await sharp({
      create: { width: 256, height: 256, channels: 3, background: { r: 9, g: 9, b: 9 } },
    })
      .webp()
      .toBuffer();
    fs.mkdirSync(path.join(uploadsDir, 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, 'avatars', name), bytes);
    await store()
      .db.insertInto('uploads')
      .values({
        id: 'OldAvatarOnDisk0000000',
        kind: 'avatar',
        file_name: name,
        bytes: bytes.byteLength,
        width: 256,
        height: 256,
        created_at: new Date().toISOString(),
        data: null,
      })
      .execute();
    expect(await readAvatar(store(), name)).toBeNull();
    expect(await importUploadFiles(store(), uploadsDir)).toBe(1);
    expect((await readAvatar(store(), name))?.equals(bytes)).toBe(true);
    expect(await importUploadFiles(store(), uploadsDir)).toBe(0);
    fs.rmSync(path.join(uploadsDir, 'avatars', name));
  });

  it('accepts PNG and GIF too', async () => {
    const base = sharp({
      create: { width: 40, height: 90, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } },
    });
    for (const [type, bytes] of [
      ['image/png', await base.clone().png().toBuffer()],
      ['image/gif', await base.clone().gif().toBuffer()],
    ] as const) {
      const response = await upload(store(), [{ bytes, name: 'a', type }]);
      expect([type, response.status]).toEqual([type, 200]);
    }
  });

  it('refuses every bad file with the upload error text and stores nothing', async () => {
    const goodJpeg = await photoWithExif();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const bomb = await sharp({
      create: { width: 5000, height: 5000, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(200_000);
    const oversized = new Uint8Array(AVATAR_MAX_BYTES + 1);
    oversized.set(goodJpeg.subarray(0, 1000));
    const cases: [string, Promise<Response>, number][] = [
      [
        'polyglot',
        upload(store(), [
          {
            bytes: Buffer.from('GIF89a<script>alert(document.cookie)</script>'),
            name: 'a.gif',
            type: 'image/gif',
          },
        ]),
        400,
      ],
      [
        'svg renamed .png',
        upload(store(), [{ bytes: svg, name: 'a.png', type: 'image/png' }]),
        400,
      ],
      [
        '5 MB + 1 byte',
        upload(store(), [{ bytes: oversized, name: 'a.jpg', type: 'image/jpeg' }]),
        413,
      ],
      [
        'truncated jpeg',
        upload(store(), [
          {
            bytes: goodJpeg.subarray(0, Math.floor(goodJpeg.length * 0.6)),
            name: 'a.jpg',
            type: 'image/jpeg',
          },
        ]),
        400,
      ],
      [
        'decompression bomb',
        upload(store(), [{ bytes: bomb, name: 'a.png', type: 'image/png' }]),
        400,
      ],
      [
        'second file',
        upload(store(), [
          { bytes: goodJpeg, name: 'a.jpg', type: 'image/jpeg' },
          { bytes: goodJpeg, name: 'b.jpg', type: 'image/jpeg' },
        ]),
        400,
      ],
      [
        'file declared as html',
        upload(store(), [{ bytes: goodJpeg, name: 'a.html', type: 'text/html' }]),
        415,
      ],
      [
        'json body',
        upload(store(), [], {
          headers: { 'content-type': 'application/json' },
          body: '{"file":"x"}',
        }),
        415,
      ],
      [
        'raw image body',
        upload(store(), [], {
          headers: { 'content-type': 'image/jpeg' },
          body: new Uint8Array(goodJpeg),
        }),
        415,
      ],
      [
        'cross-site form',
        upload(store(), [{ bytes: goodJpeg, name: 'a.jpg', type: 'image/jpeg' }], {
          headers: { origin: 'https://evil.example' },
        }),
        403,
      ],
    ];
    const rowsBefore = await uploadRows(store());
    for (const [label, pending, status] of cases) {
      const response = await pending;
      const body = (await response.json()) as { error: { message: string } };
      expect([label, response.status, body.error.message]).toEqual([
        label,
        status,
        reasonText('upload-refused'),
      ]);
    }
    expect(await uploadRows(store())).toBe(rowsBefore);
  });

  it('cuts off a body past the limit while reading it', async () => {
    const big = new Uint8Array(AVATAR_MAX_BYTES + 64 * 1024);
    const response = await upload(store(), [{ bytes: big, name: 'a.jpg', type: 'image/jpeg' }]);
    expect(response.status).toBe(413);
  });
});

describe('sniffImageFormat', () => {
  it('names JPEG, PNG and GIF by their first bytes and nothing else', () => {
    expect(sniffImageFormat(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(
      sniffImageFormat(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBe('png');
    expect(sniffImageFormat(Buffer.from('GIF87a'))).toBe('gif');
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBe('gif');
    expect(sniffImageFormat(Buffer.from('<svg'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('GIF8'))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});
