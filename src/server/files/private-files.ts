// What the server writes to disk (the store, mail kept as .eml, visitors' uploads, signing keys)
// is for the server's own user only: files 0600, their folders 0700. The
// process umask (often 022) would otherwise leave them readable by every local account.
import fs from 'node:fs';
import fsp from 'node:fs/promises';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Creates `dir` (and missing parents) as 0700. The folder itself is narrowed even when it already
 * existed, as one left by an older version would be; parents that existed are not touched, and
 * neither is a shared folder such as /tmp (sticky: every account may keep files there), which a
 * store file placed directly in it names as its folder.
 */
export async function makePrivateDir(dir: string): Promise<void> {
  await fsp.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (!isShared((await fsp.stat(dir)).mode)) await fsp.chmod(dir, PRIVATE_DIR_MODE);
}

export function makePrivateDirSync(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (!isShared(fs.statSync(dir).mode)) fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** A sticky folder (/tmp, /var/tmp) belongs to every account: never narrowed. */
function isShared(mode: number): boolean {
  return (mode & 0o1000) !== 0;
}

/**
 * Makes `file` exist as 0600 before another library opens it: SQLite creates a new database file
 * 0644 (less the umask) and gives its -wal and -shm files the database file's mode.
 */
export function ensurePrivateFileSync(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  fs.chmodSync(file, PRIVATE_FILE_MODE);
}
