// admin.logos.* on SQLite and PostgreSQL: POST /api/admin/logos driven with real multipart
// Requests (an admin's accepted PNG/WebP comes back re-encoded to PNG, served from the store; a
// non-image, an SVG and an oversized file are refused and store nothing; staff and anonymous
// callers are refused), the change audited with the logo before, the public read following at
// once, the page tag expired, and restoring the earlier logo through the router.
import sharp from 'sharp';
import type { Store } from '../../../db/store';
import { accountWithRole, codeOf, operatorCaller } from '@/testing/operators';
import { callerFor, describeEachDialect } from '@/testing/stores';
import { getActiveLogo } from './logo';
import { logoUploadResponse, siteImageResponse } from './logo-upload';
import { FAVICON_SIZE, LOGO_MAX_BYTES, SITE_IMAGE_URL_PREFIX } from './logo-edits';
import { THEME_TAG } from '../page-tags';
import { reasonText } from '@/lib/errors/reasons';

function png(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

function webp(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .webp()
    .toBuffer();
}

async function uploadRows(store: Store): Promise<number> {
  const row = await store.db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('kind', 'in', ['logo', 'favicon'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDialect('admin.logos', ({ store }) => {
  const tags: string[] = [];
  beforeEach(() => {
    tags.length = 0;
  });

  function upload(
    token: string | null,
    fields: { type: string; light?: { bytes: Uint8Array; name: string; type: string } },
  ): Promise<Response> {
    const form = new FormData();
    form.append('type', fields.type);
    if (fields.light) {
      const { bytes, name, type } = fields.light;
      form.append('light', new File([new Uint8Array(bytes)], name, { type }));
    }
    const request = new Request('http://localhost:3000/api/admin/logos', {
      method: 'POST',
      body: form,
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
    });
    return logoUploadResponse(request, {
      store: store(),
      token,
      revalidate: (tag) => {
        tags.push(tag);
      },
    });
  }

  async function servedBytes(url: string): Promise<Buffer> {
    const response = await siteImageResponse(store(), url.slice(SITE_IMAGE_URL_PREFIX.length));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    return Buffer.from(await response.arrayBuffer());
  }

  it('re-encodes an admin’s logo to PNG, makes it active, audits it and restores the earlier one', async () => {
    const admin = await accountWithRole(store(), 'admin');
    const before = await getActiveLogo(store(), 'logo');
    const source = await webp(1200, 300);
    const response = await upload(admin.accessToken, {
      type: 'logo',
      light: { bytes: source, name: 'logo.webp', type: 'image/webp' },
    });
    expect(response.status).toBe(200);
    const version = (await response.json()) as { id: string; lightModeUrl: string };
    expect(version.lightModeUrl).toMatch(/^\/api\/uploads\/site\/[A-Za-z0-9_-]{22}\.png$/);

    const served = await servedBytes(version.lightModeUrl);
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 640, height: 160 });

    // The public read follows at once, and the pages tagged with the theme expire.
    expect(await getActiveLogo(store(), 'logo')).toMatchObject({
      lightModeUrl: version.lightModeUrl,
      darkModeUrl: version.lightModeUrl,
    });
    expect(tags).toEqual([THEME_TAG]);

    const caller = await operatorCaller(store(), admin);
    const audit = (await caller.admin.audit.list({ targetType: 'logo' })).entries;
    expect(audit[0]).toMatchObject({
      action: 'logo.upload',
      targetId: 'logo',
      actorEmail: admin.email,
      details: {
        before: { lightModeUrl: before?.lightModeUrl },
        after: { id: version.id, lightModeUrl: version.lightModeUrl },
      },
    });

    const list = await caller.admin.logos.list();
    expect(list.logo[0]).toMatchObject({ id: version.id, isActive: true });
    // The seeded store has a logo: it is kept, inactive, and an admin puts it back.
    const previous = list.logo.find((row) => row.lightModeUrl === before?.lightModeUrl);
    if (!before || !previous) throw new Error('the seeded logo is not kept');
    expect(previous.isActive).toBe(false);
    expect(await caller.admin.logos.restore({ id: previous.id })).toEqual({ changed: true });
    expect(await getActiveLogo(store(), 'logo')).toMatchObject({
      lightModeUrl: before.lightModeUrl,
    });
    const restored = (await caller.admin.audit.list({ targetType: 'logo' })).entries[0];
    expect(restored).toMatchObject({
      action: 'logo.restore',
      details: { before: { id: version.id }, after: { id: previous.id } },
    });
  });

  it('serves a favicon as a 48×48 PNG', async () => {
    const admin = await accountWithRole(store(), 'admin');
    const response = await upload(admin.accessToken, {
      type: 'favicon',
      light: { bytes: await png(300, 200), name: 'icon.png', type: 'image/png' },
    });
    expect(response.status).toBe(200);
    const { lightModeUrl } = (await response.json()) as { lightModeUrl: string };
    const meta = await sharp(await servedBytes(lightModeUrl)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: FAVICON_SIZE, height: FAVICON_SIZE });
    expect((await getActiveLogo(store(), 'favicon'))?.lightModeUrl).toBe(lightModeUrl);
  });

  it('refuses a non-image, an SVG and an oversized file, storing nothing', async () => {
    const admin = await accountWithRole(store(), 'admin');
    const rowsBefore = await uploadRows(store());
    const active = await getActiveLogo(store(), 'logo');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const bigPng = Buffer.concat([await png(10, 10), Buffer.alloc(LOGO_MAX_BYTES)]);
    for (const light of [
      { bytes: Buffer.from('not an image at all'), name: 'logo.png', type: 'image/png' },
      { bytes: svg, name: 'logo.svg', type: 'image/svg+xml' },
      { bytes: bigPng, name: 'big.png', type: 'image/png' },
    ]) {
      const response = await upload(admin.accessToken, { type: 'logo', light });
      expect([400, 413]).toContain(response.status);
      const body = (await response.json()) as { error: { message: string; reason: string } };
      expect(body.error).toMatchObject({
        message: reasonText('logo-file'),
        reason: 'logo-file',
      });
    }
    expect(await uploadRows(store())).toBe(rowsBefore);
    expect(await getActiveLogo(store(), 'logo')).toEqual(active);
    expect(tags).toEqual([]);
  });

  it('refuses staff, customers and anonymous callers; staff may read the list', async () => {
    const light = { bytes: await png(100, 40), name: 'logo.png', type: 'image/png' };
    const staff = await accountWithRole(store(), 'staff');
    const customer = await accountWithRole(store(), 'customer');
    expect((await upload(staff.accessToken, { type: 'logo', light })).status).toBe(403);
    expect((await upload(customer.accessToken, { type: 'logo', light })).status).toBe(403);
    expect((await upload(null, { type: 'logo', light })).status).toBe(401);

    const staffCaller = await operatorCaller(store(), staff);
    const list = await staffCaller.admin.logos.list();
    const someId = list.logo[0]?.id ?? 'missing';
    expect(await codeOf(staffCaller.admin.logos.restore({ id: someId }))).toBe('FORBIDDEN');
    expect(await codeOf((await callerFor(store())).admin.logos.list())).toBe('UNAUTHORIZED');
  });
});
