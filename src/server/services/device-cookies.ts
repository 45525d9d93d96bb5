// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a successful login leaves the browser a signed cookie naming the account; a later login
// to that account that presents it is from a known device, and is never delayed by the failures
// of unknown devices. Each known device has its own lockout instead. The cookie is `HttpOnly`,
// `SameSite=Strict`, sent only to the API, and `Secure` on an https site.
//   device=<email, base64url>.<nonce>.<HMAC-SHA256 of both, base64url>
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/env';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from '../files/private-files';

export const DEVICE_COOKIE_NAME = 'device';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The cookie is read by the login procedure only. */
const COOKIE_PATH = '/api/trpc';
const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Where a secret is generated when DEVICE_COOKIE_SECRET is unset (development, tests). */
export const DEV_SECRET_FILE = path.join('.data', 'device-cookie-secret');

/** A known device: the account it signed in to, and the nonce that names its lockout bucket. */
export interface KnownDevice {
  email: string;
  nonce: string;
}

function devSecret(file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  makePrivateDirSync(path.dirname(file));
  try {
    fs.writeFileSync(file, randomBytes(32), { flag: 'wx', mode: PRIVATE_FILE_MODE });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file);
}

let secret: Buffer | undefined;

/** The server's cookie secret; other sealed cookies derive their own keys from it (HKDF). */
export function deviceSecret(): Buffer {
  secret ??= env.DEVICE_COOKIE_SECRET
    ? Buffer.from(env.DEVICE_COOKIE_SECRET, 'utf8')
    : devSecret(DEV_SECRET_FILE);
  return secret;
}

/** Replaces the signing secret for this process (tests). */
export function useDeviceCookieSecret(value: Buffer | undefined): void {
  secret = value;
}

function signature(email64: string, nonce: string): Buffer {
  return createHmac('sha256', deviceSecret()).update(`${email64}.${nonce}`).digest();
}

/** A new cookie value for a device that has just signed in to `email`. */
export function issueDeviceCookie(email: string): string {
  const email64 = Buffer.from(email, 'utf8').toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  return `${email64}.${nonce}.${signature(email64, nonce).toString('base64url')}`;
}

/** The device the cookie value names, when it is ours (signature) and for `email`; else null. */
export function knownDevice(value: string | null, email: string): KnownDevice | null {
  const [email64, nonce, mac, extra] = (value ?? '').split('.');
  if (!email64 || !nonce || !mac || extra !== undefined || !NONCE_PATTERN.test(nonce)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(email64, nonce);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const named = Buffer.from(email64, 'base64url').toString('utf8');
  return named === email ? { email, nonce } : null;
}

/** The cookie's value in a Cookie request header, or null. */
export function deviceCookieFrom(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DEVICE_COOKIE_NAME) return rest.join('=') || null;
  }
  return null;
}

/** The Set-Cookie header that leaves `value` on the device. */
export function deviceSetCookie(value: string, { secure }: { secure: boolean }): string {
  return [
    `${DEVICE_COOKIE_NAME}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
