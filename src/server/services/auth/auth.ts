// Accounts and access tokens (spec §6, DESIGN.md §8). Tokens are 256 random bits sent as a bearer
// header; only their sha256 is stored, they expire after TOKEN_TTL_MS and logout revokes them.
import { createHash, randomBytes } from 'node:crypto';
import { newId, nowIso } from '../../db/ids';
import type { UserRole, UsersTable } from '../../db/schema';
import { isUniqueViolation, writeTransaction, type Store } from '../../db/store';
import { issueDeviceCookie, knownDevice } from './device-cookies';
import { DomainError } from '../errors';
import { escapeHtml } from '../mail/mail-text';
import { deliverSoon, enqueueMail, type MailMessage } from '../mail/outbox';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { queueVerificationMail } from '../account/email-verification';
import { redeemSignInLink } from '../account/sign-in-links';
import { hrefFor } from '@/i18n/routing';
import {
  ACCOUNT_LOGIN_BACKOFF,
  clearRateLimit,
  countHits,
  LOGIN_ADDRESS_RATE_LIMIT,
  LOGIN_RATE_LIMIT,
  REGISTER_ADDRESS_RATE_LIMIT,
  REGISTER_RATE_LIMIT,
  takeBackoff,
  takeRateLimit,
  tryTakeRateLimit,
  type RateLimit,
} from '../rate-limit/rate-limit';

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

export interface UserProfile {
  firstName: string;
  lastName: string | null;
  phone: string | null;
}

/** A user as the app sees it: never the password hash. */
export interface User {
  id: string;
  email: string;
  profile: UserProfile;
  /** DESIGN.md §16: operators are `staff` or `admin`; everyone else is a `customer`. */
  role: UserRole;
  createdAt: string;
  updatedAt: string;
  /** The email was proved by a mailed link: guest orders placed with it show in the account. */
  emailVerified: boolean;
}

export interface Session {
  accessToken: string;
  expiresAt: string;
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName?: string | null;
  phone?: string | null;
  locale?: 'vi' | 'en';
}

export interface LoginInput {
  email: string;
  password: string;
}

export interface ProfilePatch {
  firstName?: string;
  lastName?: string | null;
  phone?: string | null;
}

const USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone',
  'role',
  'created_at',
  'updated_at',
  'email_verified_at',
] as const;
type UserRow = Pick<UsersTable, (typeof USER_COLUMNS)[number]>;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    profile: { firstName: row.first_name, lastName: row.last_name, phone: row.phone },
    role: row.role,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    emailVerified: row.email_verified_at !== null,
  };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newSession(now: Date): Session & { tokenHash: string } {
  const accessToken = randomBytes(32).toString('base64url');
  return {
    accessToken,
    tokenHash: hashToken(accessToken),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS).toISOString(),
  };
}

/**
 * Rate-limit buckets of the account procedures (DESIGN.md §8): per client address, per address
 * and email, and per account (email) alone, so that no choice of address lifts the account's
 * limit. The client address is the one the context established (TRUSTED_PROXIES).
 */
const buckets = {
  address: (kind: 'login' | 'register', ip: string) => `${kind}-address:${ip}`,
  addressAndEmail: (kind: 'login' | 'register', ip: string, email: string) =>
    `${kind}:${ip}:${email}`,
  account: (email: string) => `login-account:${email}`,
  /** One known device's own lockout (OWASP device cookies), named by its cookie's nonce. */
  device: (nonce: string) => `login-device:${nonce}`,
  /** The owner's notice of a burst of failures: claimed once per burst. */
  notice: (email: string) => `login-notice:${email}`,
  /** The owner's notice of a registration with their email: once an hour. */
  registerNotice: (email: string) => `register-notice:${email}`,
};

/** The per-address limit, then the per-address-and-email one, of a login or a registration. */
async function takeClientLimits(
  store: Store,
  kind: 'login' | 'register',
  client: { ip: string; now: Date },
  email: string,
  limits: { address: RateLimit; addressAndEmail: RateLimit },
): Promise<void> {
  await takeRateLimit(store, buckets.address(kind, client.ip), limits.address, client.now);
  await takeRateLimit(
    store,
    buckets.addressAndEmail(kind, client.ip, email),
    limits.addressAndEmail,
    client.now,
  );
}

/**
 * Registration answers the same, in about the same time, whether or not the email has an account
 * (no enumeration): the limits, then one password hash in both branches, then one write
 * transaction. A new email becomes an account with its verification mail; a known one stays as it
 * is, and its owner is told by mail (once an hour at most) that someone tried to register with it.
 * Neither branch signs in: the browser logs in next with the same credentials, which succeeds for
 * a new account and for the owner typing their own password.
 */
export async function register(
  store: Store,
  input: RegisterInput,
  /** The caller's address and the request's moment. */
  client: { ip: string; now: Date },
  /** Where the verification link points; without it (CLIs, tests), no link is mailed. */
  verification?: { siteUrl: string },
): Promise<RegisterAnswer> {
  await takeClientLimits(store, 'register', client, input.email, {
    address: REGISTER_ADDRESS_RATE_LIMIT,
    addressAndEmail: REGISTER_RATE_LIMIT,
  });
  // Hash outside the transaction, and for a known email too: the answer's time must not tell.
  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  const row: UserRow = {
    id: newId(),
    email: input.email,
    first_name: input.firstName,
    last_name: input.lastName ?? null,
    phone: input.phone ?? null,
    role: 'customer',
    created_at: now,
    updated_at: now,
    email_verified_at: null,
  };
  const locale = input.locale ?? 'vi';
  try {
    await writeTransaction(store, async (trx) => {
      const existing = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', input.email)
        .executeTakeFirst();
      if (existing) throw new EmailTaken();
      await trx
        .insertInto('users')
        .values({ ...row, password_hash: passwordHash })
        .execute();
      if (verification) {
        await queueVerificationMail(
          trx,
          { id: row.id, email: row.email, firstName: row.first_name },
          { locale, siteUrl: verification.siteUrl },
        );
      }
    });
  } catch (error) {
    // Race condition: two registrations racing past the check meet at the unique index; the
    // loser is answered like any registration of a known email.
    if (!(error instanceof EmailTaken) && !isUniqueViolation(error)) throw error;
    await tellOwnerOfRegistration(store, input.email, locale, verification, client.now);
  }
  return REGISTER_ANSWER;
}

/** Registration's one answer, the same for a new and a known email. */
export interface RegisterAnswer {
  accepted: true;
}
const REGISTER_ANSWER: RegisterAnswer = { accepted: true };

class EmailTaken extends Error {}

/** The owner of a known email hears that someone tried to register with it. */
function registrationAttemptMail(
  email: string,
  locale: 'vi' | 'en',
  loginUrl: string | null,
): MailMessage {
  const vi = locale === 'vi';
  const lines = vi
    ? [
        'Xin chào,',
        '',
        'Ai đó vừa thử tạo tài khoản Cáp Treo Núi Mây bằng email này, nhưng email đã có tài khoản nên không có gì thay đổi.',
        'Nếu đó là bạn, hãy đăng nhập bằng mật khẩu của mình hoặc yêu cầu liên kết đăng nhập qua email trên trang đăng nhập.',
        'Nếu không phải bạn, bạn có thể bỏ qua thư này.',
      ]
    : [
        'Hello,',
        '',
        'Someone just tried to create a Nui May Cable Car account with this email. It already has an account, so nothing changed.',
        'If it was you, sign in with your password, or ask for a sign-in link by email on the sign-in page.',
        'If it was not you, you can ignore this message.',
      ];
  const text = loginUrl ? [...lines, '', loginUrl] : lines;
  return {
    to: email,
    subject: vi ? 'Email của bạn đã có tài khoản' : 'Your email already has an account',
    kind: 'registration-attempt',
    locale,
    text: text.join('\n'),
    html: [
      ...lines.filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`),
      ...(loginUrl ? [`<p><a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a></p>`] : []),
    ].join('\n'),
  };
}

async function tellOwnerOfRegistration(
  store: Store,
  email: string,
  locale: 'vi' | 'en',
  site: { siteUrl: string } | undefined,
  now: Date,
): Promise<void> {
  // At most one such mail an hour: registering someone's email must not flood their mailbox.
  const notice = await tryTakeRateLimit(
    store,
    buckets.registerNotice(email),
    {
      limit: 1,
      windowMs: 60 * 60_000,
    },
    now,
  );
  if (!notice) return;
  const loginUrl = site ? new URL(hrefFor(locale, 'login'), site.siteUrl).href : null;
  await enqueueMail(store.db, registrationAttemptMail(email, locale, loginUrl));
}

/** What a login knows of its client: the address and the device cookie it sent, if any. */
export interface LoginClient {
  ip: string;
  deviceCookie?: string | null;
  /** The request's moment: limits, delays and the session's expiry count from it. */
  now: Date;
}

/**
 * The owner hears of a burst of failed logins from unknown devices, once per
 * burst (when the account's delays begin), in both languages as their own is not known here.
 */
function failedLoginsMail(email: string): MailMessage {
  const text = [
    'Xin chào,',
    '',
    `Tài khoản của bạn tại Cáp Treo Núi Mây vừa bị đăng nhập sai ${ACCOUNT_LOGIN_BACKOFF.freeAttempts} lần liên tiếp từ thiết bị lạ. Các lần đăng nhập tiếp theo từ thiết bị lạ sẽ phải chờ; thiết bị bạn đã từng đăng nhập không bị ảnh hưởng.`,
    'Nếu đó không phải là bạn, hãy đổi mật khẩu.',
    '',
    'Hello,',
    '',
    `There were ${ACCOUNT_LOGIN_BACKOFF.freeAttempts} failed sign-ins to your Nui May Cable Car account from unknown devices. Further sign-ins from unknown devices must now wait; devices you have signed in on before are not affected.`,
    'If this was not you, change your password.',
  ];
  return {
    to: email,
    subject: 'Cảnh báo đăng nhập sai nhiều lần / Repeated failed sign-ins',
    kind: 'login-failures',
    locale: 'vi',
    text: text.join('\n'),
    html: text
      .filter(Boolean)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('\n'),
  };
}

/**
 * Logs in. A known device (a device cookie bound to this account) answers to its own lockout only
 * and hashes in the known lane, so that failures and floods from elsewhere never delay it; unknown
 * devices share the account's lockout and the per-address limits. Every check comes before the
 * hash. On success the answer carries a new device cookie for the router to set.
 */
export async function login(
  store: Store,
  input: LoginInput,
  client: LoginClient,
): Promise<{ user: User; deviceCookie: string } & Session> {
  const row = await store.db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'password_hash'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  const device = row ? knownDevice(client.deviceCookie ?? null, row.id) : null;
  if (!device) {
    await takeClientLimits(store, 'login', client, input.email, {
      address: LOGIN_ADDRESS_RATE_LIMIT,
      addressAndEmail: LOGIN_RATE_LIMIT,
    });
  }
  // Growing delays, checked (and claimed) before the hash, so a right password is refused too
  // until the delay has passed: per known device, or per account for every unknown device.
  const lockout = device ? buckets.device(device.nonce) : buckets.account(input.email);
  await takeBackoff(store, lockout, ACCOUNT_LOGIN_BACKOFF, client.now);
  // An unknown email still pays for one scrypt, so timing does not reveal which emails exist.
  const ok = await verifyPassword(
    input.password,
    row?.password_hash ?? (await dummyPasswordHash()),
    device ? 'known' : 'unknown',
  );
  if (!row || !ok) {
    if (row && !device) await tellOwnerOfBurst(store, row.email, lockout, client.now);
    throw new DomainError('invalid-credentials');
  }
  await clearRateLimit(store, lockout);
  // The account's delays are over: a later burst is a new one, and its owner is told again.
  if (!device) await clearRateLimit(store, buckets.notice(input.email));
  // toUser copies named fields only, so the hash read above goes no further.
  return signedIn(store, toUser(row), client.now);
}

/** A new session for `user`, and the device cookie that makes this device known to the account. */
async function signedIn(
  store: Store,
  user: User,
  now: Date,
): Promise<{ user: User; deviceCookie: string } & Session> {
  const session = newSession(now);
  await store.db
    .insertInto('access_tokens')
    .values({
      id: newId(),
      token_hash: session.tokenHash,
      user_id: user.id,
      created_at: nowIso(),
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute();
  return {
    user,
    accessToken: session.accessToken,
    expiresAt: session.expiresAt,
    deviceCookie: issueDeviceCookie(user.id),
  };
}

/**
 * Signs in with a mailed one-time link (account/sign-in-links.ts): no password, so no hash and
 * no lockout, as the owner proved the mailbox. A used, expired or unknown link is UNAUTHORIZED.
 */
export async function loginWithLink(
  store: Store,
  token: string,
  client: { ip: string; now: Date },
): Promise<{ user: User; deviceCookie: string } & Session> {
  const redeemed = await redeemSignInLink(store, token, client);
  const row = redeemed
    ? await store.db
        .selectFrom('users')
        .select(USER_COLUMNS)
        .where('id', '=', redeemed.userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new DomainError('sign-in-link-invalid');
  return signedIn(store, toUser(row), client.now);
}

/**
 * Mails the owner when the failures from unknown devices reach the start of the delays, once per
 * burst: parallel failures all find the burst complete, and the notice's own bucket (one hit per
 * window, taken under its lock) lets one of them send it.
 */
async function tellOwnerOfBurst(
  store: Store,
  email: string,
  bucket: string,
  now: Date,
): Promise<void> {
  const { freeAttempts, windowMs } = ACCOUNT_LOGIN_BACKOFF;
  if ((await countHits(store, bucket, windowMs, now)) < freeAttempts) return;
  if (!(await tryTakeRateLimit(store, buckets.notice(email), { limit: 1, windowMs }, now))) return;
  await enqueueMail(store.db, failedLoginsMail(email));
  deliverSoon(store);
}

/** Revokes the token if it is live; logging out twice or with an unknown token is not an error. */
export async function logout(store: Store, accessToken: string | null): Promise<{ success: true }> {
  if (accessToken) {
    await store.db
      .updateTable('access_tokens')
      .set({ revoked_at: nowIso() })
      .where('token_hash', '=', hashToken(accessToken))
      .where('revoked_at', 'is', null)
      .execute();
  }
  return { success: true };
}

/** "Sign out everywhere": revokes every live token of the user; returns how many. */
export async function logoutAll(store: Store, userId: string): Promise<{ revoked: number }> {
  const now = nowIso();
  const result = await store.db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return { revoked: Number(result.numUpdatedRows) };
}

/** The user a bearer token belongs to, or null when it is unknown, expired or revoked. */
export async function userFromToken(store: Store, accessToken: string): Promise<User | null> {
  const row = await store.db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.phone',
      'users.role',
      'users.created_at',
      'users.updated_at',
      'users.email_verified_at',
    ])
    .where('access_tokens.token_hash', '=', hashToken(accessToken))
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', nowIso())
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function getProfile(store: Store, userId: string): Promise<User> {
  const row = await store.db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new DomainError('user-not-found');
  return toUser(row);
}

export async function updateProfile(
  store: Store,
  userId: string,
  patch: ProfilePatch,
): Promise<User> {
  const set: Partial<UserRow> = { updated_at: nowIso() };
  if (patch.firstName !== undefined) set.first_name = patch.firstName;
  if (patch.lastName !== undefined) set.last_name = patch.lastName;
  if (patch.phone !== undefined) set.phone = patch.phone;
  const result = await store.db
    .updateTable('users')
    .set(set)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new DomainError('user-not-found');
  return getProfile(store, userId);
}
