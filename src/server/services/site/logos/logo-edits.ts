// The site's logo (light and dark) and favicon as operators change them (DESIGN.md §18
// admin.logos.*). An uploaded file is checked by its content like an avatar
// (uploads/avatar.ts: size, magic bytes, a full sharp decode as that very format) and re-encoded
// to PNG, which drops metadata and anything hidden after the image; SVG is refused (it is a
// document that can carry script, and cannot be re-encoded safely). The bytes go into the store's
// `uploads` table, so every instance serves them. Each change is audited with the logo before,
// the `logos` rows keep every earlier logo so any can be restored, and the pages tagged THEME_TAG
// expire: every page follows without a rebuild.
import sharp from 'sharp';
import { newId, nowIso } from '../../../db/ids';
import { writeTransaction, type Store } from '../../../db/store';
import { DomainError } from '../../errors';
import { LOGO_TYPES, type LogoType } from './logo';
import { recordAudit, type Actor } from '../../operators/audit-log';
import { sniffImageFormat } from '../../uploads/avatar';
import { expireTag, refreshPages, THEME_TAG, type Revalidate } from '../page-tags';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const LOGO_MAX_PIXELS = 24_000_000;
/** A logo fits inside this box (a header shows it about 40 px high; room for 4× density). */
export const LOGO_MAX_SIDE = 640;
/** Favicons are served square at this size (browsers scale it down for tabs). */
export const FAVICON_SIZE = 48;
/** Where uploaded logos and favicons are served (src/app/api/uploads/site/[name]/route.ts). */
export const SITE_IMAGE_URL_PREFIX = '/api/uploads/site/';
export const SITE_IMAGE_FILE_PATTERN = /^[A-Za-z0-9_-]{22}\.png$/;

function refuse(reason: 'logo-file' | 'logo-missing', log?: string): never {
  if (log) console.warn(`[logos] upload refused: ${log}`);
  throw new DomainError(reason);
}

type RasterFormat = 'jpeg' | 'png' | 'webp';

function sniffRaster(bytes: Uint8Array): RasterFormat | null {
  const sniffed = sniffImageFormat(bytes);
  if (sniffed === 'jpeg' || sniffed === 'png') return sniffed;
  // RIFF....WEBP
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface SiteImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Checks an uploaded logo or favicon by its content and re-encodes it to PNG. */
export async function processSiteImage(bytes: Uint8Array, type: LogoType): Promise<SiteImage> {
  if (bytes.byteLength === 0) refuse('logo-file', 'empty file');
  if (bytes.byteLength > LOGO_MAX_BYTES) refuse('logo-file', `${bytes.byteLength} bytes`);
  const sniffed = sniffRaster(bytes);
  if (!sniffed) refuse('logo-file', 'not a PNG, JPEG or WebP by its first bytes');
  const options = {
    limitInputPixels: LOGO_MAX_PIXELS,
    failOn: 'warning' as const,
    animated: false,
  };
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    refuse('logo-file', `header does not decode (${(error as Error).message})`);
  }
  if (meta.format !== sniffed)
    refuse('logo-file', `decodes as ${meta.format}, announced ${sniffed}`);
  if (!meta.width || !meta.height || meta.width * meta.height > LOGO_MAX_PIXELS) {
    refuse('logo-file', `${meta.width}×${meta.height} pixels`);
  }
  try {
    const pipeline = sharp(bytes, options).rotate();
    const resized =
      type === 'favicon'
        ? pipeline.resize(FAVICON_SIZE, FAVICON_SIZE, {
            fit: 'contain',
            background: { r: 0, g: 0, b: 0, alpha: 0 },
          })
        : pipeline.resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, {
            fit: 'inside',
            withoutEnlargement: true,
          });
    const { data, info } = await resized
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    refuse('logo-file', `does not decode fully (${(error as Error).message})`);
  }
}

/** The stored bytes of logo or favicon `name`, or null when the name is not ours or is absent. */
export async function readSiteImage(store: Store, name: string): Promise<Buffer | null> {
  if (!SITE_IMAGE_FILE_PATTERN.test(name)) return null;
  const row = await store.db
    .selectFrom('uploads')
    .select('data')
    .where('kind', 'in', ['logo', 'favicon'])
    .where('file_name', '=', name)
    .executeTakeFirst();
  return row?.data ? Buffer.from(row.data) : null;
}

export interface LogoVersion {
  id: string;
  lightModeUrl: string;
  darkModeUrl: string;
  isActive: boolean;
  updatedAt: string;
}

/** Every logo and favicon kept, newest first, per type (the active one flagged). */
export async function listLogos(store: Store): Promise<Record<LogoType, LogoVersion[]>> {
  const rows = await store.db
    .selectFrom('logos')
    .select(['id', 'type', 'light_mode_url', 'dark_mode_url', 'is_active', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const result = { logo: [], favicon: [] } as Record<LogoType, LogoVersion[]>;
  for (const row of rows) {
    if (!(LOGO_TYPES as readonly string[]).includes(row.type)) continue;
    result[row.type as LogoType].push({
      id: row.id,
      lightModeUrl: row.light_mode_url,
      darkModeUrl: row.dark_mode_url,
      isActive: row.is_active === 1,
      updatedAt: row.created_at,
    });
  }
  return result;
}

async function activeOf(trx: Store['db'], type: LogoType) {
  return trx
    .selectFrom('logos')
    .select(['id', 'light_mode_url', 'dark_mode_url'])
    .where('type', '=', type)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

const describeRow = (row: { id: string; light_mode_url: string; dark_mode_url: string }) => ({
  id: row.id,
  lightModeUrl: row.light_mode_url,
  darkModeUrl: row.dark_mode_url,
});

async function afterWrite(store: Store, revalidate: Revalidate) {
  store.cache.invalidate('logo:');
  await refreshPages([THEME_TAG], revalidate);
}

/**
 * Checks, re-encodes and stores the light image (and the dark one; without it the light one
 * serves both), then makes them the active logo or favicon of `type`. Returns the new version.
 */
export async function uploadLogo(
  store: Store,
  actor: Actor,
  input: { type: LogoType; light: Uint8Array; dark?: Uint8Array | null },
  revalidate: Revalidate = expireTag,
): Promise<LogoVersion> {
  const light = await processSiteImage(input.light, input.type);
  const dark = input.dark ? await processSiteImage(input.dark, input.type) : null;
  const now = nowIso();
  const id = newId();
  const version = await writeTransaction(store, async (trx) => {
    const urls: string[] = [];
    for (const image of dark ? [light, dark] : [light]) {
      const fileId = newId();
      const fileName = `${fileId}.png`;
      await trx
        .insertInto('uploads')
        .values({
          id: fileId,
          kind: input.type,
          file_name: fileName,
          bytes: image.data.byteLength,
          width: image.width,
          height: image.height,
          created_at: now,
          data: image.data,
        })
        .execute();
      urls.push(`${SITE_IMAGE_URL_PREFIX}${fileName}`);
    }
    const [lightModeUrl = '', darkModeUrl = lightModeUrl] = urls;
    const before = await activeOf(trx, input.type);
    await trx
      .updateTable('logos')
      .set({ is_active: 0, updated_at: now })
      .where('type', '=', input.type)
      .execute();
    await trx
      .insertInto('logos')
      .values({
        id,
        type: input.type,
        light_mode_url: lightModeUrl,
        dark_mode_url: darkModeUrl,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await recordAudit(trx, actor, {
      action: `${input.type}.upload`,
      targetType: 'logo',
      targetId: input.type,
      details: {
        before: before ? describeRow(before) : null,
        after: { id, lightModeUrl, darkModeUrl },
      },
    });
    return { id, lightModeUrl, darkModeUrl, isActive: true, updatedAt: now };
  });
  await afterWrite(store, revalidate);
  return version;
}

/** Makes the kept logo or favicon `id` the active one of its type again. */
export async function restoreLogo(
  store: Store,
  actor: Actor,
  id: string,
  revalidate: Revalidate = expireTag,
): Promise<{ changed: boolean }> {
  const changed = await writeTransaction(store, async (trx) => {
    const target = await trx
      .selectFrom('logos')
      .select(['id', 'type', 'light_mode_url', 'dark_mode_url', 'is_active'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!target || !(LOGO_TYPES as readonly string[]).includes(target.type)) refuse('logo-missing');
    if (target.is_active === 1) return false;
    const type = target.type as LogoType;
    const before = await activeOf(trx, type);
    const now = nowIso();
    await trx
      .updateTable('logos')
      .set({ is_active: 0, updated_at: now })
      .where('type', '=', type)
      .execute();
    await trx
      .updateTable('logos')
      .set({ is_active: 1, updated_at: now })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      action: `${type}.restore`,
      targetType: 'logo',
      targetId: type,
      details: { before: before ? describeRow(before) : null, after: describeRow(target) },
    });
    return true;
  });
  if (changed) await afterWrite(store, revalidate);
  return { changed };
}
