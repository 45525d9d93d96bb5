// The server's Ed25519 signing key (DESIGN.md §13): e-ticket tokens (tickets/ticket-token.ts) and
// the address-verification links (account/email-verification.ts) are signed with it, and gates
// verify with its public half. Production reads TICKET_SIGNING_KEY (PKCS8 PEM or a JWK with `d`);
// development generates a key pair into .data/ticket-signing-key.json once (two processes starting
// together: the first file written wins, the other reads it).
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { env } from '@/env';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from '../../files/private-files';

export interface TicketSigningKey {
  kid: string;
  privateKey: KeyObject;
  /** The public half as served to gates: `{ kty: 'OKP', crv: 'Ed25519', x, kid, alg, use }`. */
  publicJwk: JWK & { kid: string };
}

export const DEV_KEY_FILE = path.join('.data', 'ticket-signing-key.json');

/** Reads a PKCS8 PEM (literal `\n` allowed, as env files carry it) or a private JWK. */
export async function signingKeyFrom(text: string): Promise<TicketSigningKey> {
  const trimmed = text.trim();
  const privateKey = trimmed.startsWith('{')
    ? createPrivateKey({ key: JSON.parse(trimmed) as JWK & { kty: string }, format: 'jwk' })
    : createPrivateKey({ key: trimmed.replace(/\\n/g, '\n'), format: 'pem' });
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error('TICKET_SIGNING_KEY must be an Ed25519 private key');
  }
  const exported = createPublicKey(privateKey).export({ format: 'jwk' }) as JWK;
  const base = { kty: 'OKP', crv: 'Ed25519', x: exported.x };
  const kid = await calculateJwkThumbprint(base);
  return { kid, privateKey, publicJwk: { ...base, kid, alg: 'EdDSA', use: 'sig' } };
}

/** A fresh key pair's private half as a JWK (development and tests). */
export function newPrivateJwk(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return JSON.stringify(privateKey.export({ format: 'jwk' }));
}

/** The development key of `file`, generated on first use. */
export async function devSigningKey(file: string = DEV_KEY_FILE): Promise<TicketSigningKey> {
  try {
    return await signingKeyFrom(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  makePrivateDirSync(path.dirname(file));
  try {
    fs.writeFileSync(file, newPrivateJwk(), { flag: 'wx', mode: PRIVATE_FILE_MODE });
    console.warn(`[tickets] generated a development ticket signing key in ${file}`);
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return signingKeyFrom(fs.readFileSync(file, 'utf8'));
}

let current: Promise<TicketSigningKey> | undefined;

/** The key tokens are signed with (TICKET_SIGNING_KEY, else the development key). */
export function ticketSigningKey(): Promise<TicketSigningKey> {
  current ??= env.TICKET_SIGNING_KEY ? signingKeyFrom(env.TICKET_SIGNING_KEY) : devSigningKey();
  return current;
}

/** Replaces the signing key for this process (tests sign with keys of their own). */
export function useTicketSigningKey(key: TicketSigningKey | undefined): void {
  current = key ? Promise.resolve(key) : undefined;
}
