// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a successful
// login leaves the browser a signed cookie bound to the account; a later login to that account that
// presents it is from a known device, is never delayed by the failures of unknown devices, and has
// its own lane in the hash queue. Each known device has its own lockout instead. The cookie is
// `HttpOnly`, `SameSite=Strict`, sent only to the API, and `Secure` on an https site.
//   device=<device id>.<keyed hash of the user id>.<HMAC-SHA256 of both>, each base64url
// It names no email, nor anything a reader could match to an account without the server's key.
// The signature alone (no account) is what the HTTP door checks to give it the known lane.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/env';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from '../../files/private-files';

export const DEVICE_COOKIE_NAME = 'device';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The cookie is read by the login procedure only. */
const COOKIE_PATH = '/api/trpc';
const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const TAG_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Where a secret is generated when DEVICE_COOKIE_SECRET is unset (development, tests). */
export const DEV_SECRET_FILE = path.join('.data', 'device-cookie-secret');

/** A known device: the nonce that names its own lockout bucket (and its place in the door). */
export interface KnownDevice {
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

// Version-tagged inputs: cookies of the earlier shape (which began with the email) never verify.
function accountTag(userId: string): string {
  return createHmac('sha256', deviceSecret())
    .update(`device-account.v2.${userId}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

function signature(nonce: string, tag: string): Buffer {
  return createHmac('sha256', deviceSecret()).update(`device.v2.${nonce}.${tag}`).digest();
}

/** A new cookie value for a device that has just signed in to the account `userId`. */
export function issueDeviceCookie(userId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  const tag = accountTag(userId);
  return `${nonce}.${tag}.${signature(nonce, tag).toString('base64url')}`;
}

/** The parts of a cookie value signed by this server, whatever account it is for; else null. */
function signedParts(value: string | null): { nonce: string; tag: string } | null {
  const [nonce, tag, mac, extra] = (value ?? '').split('.');
  if (!nonce || !tag || !mac || extra !== undefined || !NONCE_PATTERN.test(nonce)) return null;
  if (!TAG_PATTERN.test(tag)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(nonce, tag);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { nonce, tag };
}

/**
 * The device id of a cookie this server signed, before the account is known (the HTTP door's
 * lane); null for anything else. It proves a successful login somewhere, not to which account.
 */
export function signedDeviceId(value: string | null): string | null {
  return signedParts(value)?.nonce ?? null;
}

/** The device the cookie value names, when it is ours (signature) and for `userId`; else null. */
export function knownDevice(value: string | null, userId: string): KnownDevice | null {
  const parts = signedParts(value);
  if (!parts) return null;
  const expected = Buffer.from(accountTag(userId));
  const given = Buffer.from(parts.tag);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { nonce: parts.nonce };
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
