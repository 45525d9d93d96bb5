// Review avatars (DESIGN.md §8, §15; spec §5: JPG, PNG or GIF, at most 5 MB). The type is decided
// by the content, twice: the magic bytes must name one of the three formats, and sharp must decode
// the whole file as that very format (a truncated file, a GIF header in front of a script, an SVG
// named .png all fail here). Accepted files are re-encoded to a small square WebP, which drops any
// metadata and anything hidden after the image, and stored under a generated name.
// `file-type` 22 needs Node 22 (DESIGN.md §17 pitfalls): the magic bytes are checked here.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { newId, nowIso } from '../../db/ids';
import type { Store } from '../../db/store';
import { DomainError } from '../errors';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Larger inputs are refused before decoding: a small file can claim huge dimensions (a bomb). */
export const AVATAR_MAX_PIXELS = 24_000_000;
/** Served size: 256×256 covers a 64 px avatar at 4× density. */
export const AVATAR_SIZE = 256;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** Where accepted avatars are served (src/app/api/uploads/avatars/[name]/route.ts). */
export const AVATAR_URL_PREFIX = '/api/uploads/avatars/';
export const AVATAR_FILE_PATTERN = /^[A-Za-z0-9_-]{22}\.webp$/;

type ImageFormat = 'jpeg' | 'png' | 'gif';

/** The format the first bytes announce, or null when they are not a JPEG, PNG or GIF. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (signature: readonly number[]) =>
    bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // GIF87a or GIF89a.
  if (
    starts([0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'gif';
  return null;
}

export interface AvatarImage {
  data: Buffer;
  width: number;
  height: number;
}

function refuse(reason: string): never {
  // The visitor gets one sentence; the log says which check refused the file.
  console.warn(`[uploads] avatar refused: ${reason}`);
  throw new DomainError('upload-refused');
}

/** Checks an uploaded file by its content and re-encodes it; throws BAD_REQUEST when refused. */
export async function processAvatar(bytes: Uint8Array): Promise<AvatarImage> {
  if (bytes.byteLength === 0) refuse('empty file');
  if (bytes.byteLength > AVATAR_MAX_BYTES) refuse(`${bytes.byteLength} bytes`);
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) refuse('not a JPEG, PNG or GIF by its first bytes');
  const options = {
    limitInputPixels: AVATAR_MAX_PIXELS,
    // Any decoder warning is fatal: truncated and corrupt files are refused, not half-read.
    failOn: 'warning' as const,
    // First frame only: an animated GIF becomes a still avatar.
    animated: false,
  };
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    const meta = await sharp(bytes, options).metadata();
    format = meta.format;
    width = meta.width;
    height = meta.height;
  } catch (error) {
    refuse(`header does not decode (${(error as Error).message})`);
  }
  if (format !== sniffed) refuse(`decodes as ${format}, announced ${sniffed}`);
  if (!width || !height || width * height > AVATAR_MAX_PIXELS) refuse(`${width}×${height} pixels`);
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none
    // unless asked); the full decode happens here, so a truncated body fails now.
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    refuse(`does not decode fully (${(error as Error).message})`);
  }
}

/**
 * Stores an accepted avatar under a generated name; returns the URL it is served at. The bytes go
 * into the store (every instance serves every upload); `uploadsDir` is where uploads of
 * earlier versions lie until `npm run db:migrate` copies them in (importUploadFiles).
 */
export async function saveAvatar(
  store: Store,
  uploadsDir: string,
  image: AvatarImage,
): Promise<{ url: string; fileName: string }> {
  const id = newId();
  const fileName = `${id}.webp`;
  await store.db
    .insertInto('uploads')
    .values({
      id,
      kind: 'avatar',
      file_name: fileName,
      bytes: image.data.byteLength,
      width: image.width,
      height: image.height,
      created_at: nowIso(),
      data: image.data,
    })
    .execute();
  return { url: `${AVATAR_URL_PREFIX}${fileName}`, fileName };
}

export function avatarDir(uploadsDir: string): string {
  return path.join(uploadsDir, 'avatars');
}

/** The stored bytes of avatar `name`, or null when the name is not one we generate or is absent. */
export async function readAvatar(store: Store, name: string): Promise<Buffer | null> {
  if (!AVATAR_FILE_PATTERN.test(name)) return null;
  const row = await store.db
    .selectFrom('uploads')
    .select('data')
    .where('kind', '=', 'avatar')
    .where('file_name', '=', name)
    .executeTakeFirst();
  return row?.data ? Buffer.from(row.data) : null;
}

/**
 * Copies into the store the bytes of uploads that earlier versions wrote to `uploadsDir` (run by
 * `npm run db:migrate`; a row whose file is gone stays without bytes and answers 404, as it did).
 * Returns how many it copied.
 */
export async function importUploadFiles(store: Store, uploadsDir: string): Promise<number> {
  const rows = await store.db
    .selectFrom('uploads')
    .select(['id', 'file_name'])
    .where('data', 'is', null)
    .execute();
  let imported = 0;
  for (const row of rows) {
    if (!AVATAR_FILE_PATTERN.test(row.file_name)) continue;
    let data: Buffer;
    try {
      data = await fs.readFile(path.join(avatarDir(uploadsDir), row.file_name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    await store.db
      .updateTable('uploads')
      .set({ data, bytes: data.byteLength })
      .where('id', '=', row.id)
      .where('data', 'is', null)
      .execute();
    imported += 1;
  }
  return imported;
}
