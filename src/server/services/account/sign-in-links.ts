// One-time sign-in links: how the owner of an account signs in from a new device while strangers'
// wrong guesses hold password logins from unknown devices back (services/auth/auth.ts). Asked for from
// the login page with an email; the answer is the same whether an account has it, and only an
// account's own mailbox receives a link. A link carries 256 random bits in its fragment (never in
// a server log or a Referer), only their sha256 is stored, it lives SIGN_IN_LINK_TTL_MS and is used
// once. Following it signs in and makes this device known (a device cookie), like a login.
import { createHash, randomBytes } from 'node:crypto';
import { newId, nowIso } from '../../db/ids';
import { writeTransaction, type Store } from '../../db/store';
import { hrefFor } from '@/i18n/routing';
import { escapeHtml } from '../mail/mail-text';
import { deliverSoon, enqueueMail, type MailMessage } from '../mail/outbox';
import { takeRateLimit, type RateLimit } from '../rate-limit/rate-limit';

export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
/** The fragment the login page reads the token from: `/vi/auth/login#sign-in=<token>`. */
export const SIGN_IN_LINK_FRAGMENT = 'sign-in';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Requests per address and email, per email whoever asks (the owner's mailbox), per address. */
export const SIGN_IN_LINK_RATE_LIMIT: RateLimit = { limit: 3, windowMs: 15 * 60_000 };
export const SIGN_IN_LINK_EMAIL_RATE_LIMIT: RateLimit = { limit: 10, windowMs: 15 * 60_000 };
export const SIGN_IN_LINK_ADDRESS_RATE_LIMIT: RateLimit = { limit: 20, windowMs: 15 * 60_000 };
/** Links followed per address (a 256-bit token is not guessed; this bounds the store's work). */
export const SIGN_IN_REDEEM_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 15 * 60_000 };

const buckets = {
  addressAndEmail: (ip: string, email: string) => `sign-in-link:${ip}:${email}`,
  email: (email: string) => `sign-in-link-email:${email}`,
  address: (ip: string) => `sign-in-link-address:${ip}`,
  redeem: (ip: string) => `sign-in-redeem:${ip}`,
};

function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TEXTS = {
  vi: {
    subject: 'Liên kết đăng nhập Cáp Treo Núi Mây',
    lead: 'Mở liên kết dưới đây để đăng nhập trên thiết bị bạn vừa dùng. Thiết bị đó sẽ được ghi nhớ cho các lần đăng nhập sau.',
    action: 'Đăng nhập',
    expiry:
      'Liên kết chỉ dùng được một lần và hết hạn sau 15 phút. Nếu bạn không yêu cầu, hãy bỏ qua thư này; không ai đăng nhập được nếu không mở nó.',
  },
  en: {
    subject: 'Your Nui May Cable Car sign-in link',
    lead: 'Open the link below to sign in on the device you just used. That device will be remembered for later sign-ins.',
    action: 'Sign in',
    expiry:
      'The link works once and expires in 15 minutes. If you did not ask for it, ignore this message; no one can sign in without opening it.',
  },
} as const;

export function signInLinkMail(facts: {
  email: string;
  locale: 'vi' | 'en';
  link: string;
}): MailMessage {
  const t = TEXTS[facts.locale];
  return {
    to: facts.email,
    subject: t.subject,
    kind: 'sign-in-link',
    locale: facts.locale,
    text: [t.lead, '', `${t.action}: ${facts.link}`, '', t.expiry].join('\n'),
    html: [
      `<p>${escapeHtml(t.lead)}</p>`,
      `<p><a href="${escapeHtml(facts.link)}">${escapeHtml(t.action)}</a></p>`,
      `<p>${escapeHtml(t.expiry)}</p>`,
    ].join('\n'),
  };
}

/**
 * Mails a sign-in link to `email` when an account has it; answers the same either way, after the
 * same limits (counted per email whether or not an account has it, so a refusal tells nothing).
 */
export async function requestSignInLink(
  store: Store,
  input: { email: string; locale: 'vi' | 'en' },
  client: { ip: string },
  site: { siteUrl: string },
  now: Date,
): Promise<{ sent: true }> {
  await takeRateLimit(store, buckets.address(client.ip), SIGN_IN_LINK_ADDRESS_RATE_LIMIT, now);
  await takeRateLimit(
    store,
    buckets.addressAndEmail(client.ip, input.email),
    SIGN_IN_LINK_RATE_LIMIT,
    now,
  );
  await takeRateLimit(store, buckets.email(input.email), SIGN_IN_LINK_EMAIL_RATE_LIMIT, now);
  const queued = await writeTransaction(store, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (!user) return false;
    const token = randomBytes(32).toString('base64url');
    await trx
      .insertInto('sign_in_links')
      .values({
        id: newId(),
        token_hash: hashLinkToken(token),
        user_id: user.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS).toISOString(),
        used_at: null,
      })
      .execute();
    const link = new URL(hrefFor(input.locale, 'login'), site.siteUrl);
    link.hash = `${SIGN_IN_LINK_FRAGMENT}=${token}`;
    await enqueueMail(
      trx,
      signInLinkMail({ email: input.email, locale: input.locale, link: link.href }),
    );
    return true;
  });
  if (queued) deliverSoon(store);
  return { sent: true };
}

/**
 * The account a link's token signs in to, once: null when it is unknown, used or expired. The
 * caller opens the session and leaves the device cookie.
 */
export async function redeemSignInLink(
  store: Store,
  token: string,
  client: { ip: string; now: Date },
): Promise<{ userId: string } | null> {
  await takeRateLimit(store, buckets.redeem(client.ip), SIGN_IN_REDEEM_RATE_LIMIT, client.now);
  if (!TOKEN_PATTERN.test(token)) return null;
  const now = nowIso();
  // Race condition: the same link followed twice at once (two tabs, a mail scanner); the
  // conditional update marks it used once, and only that caller gets the account.
  const used = await store.db
    .updateTable('sign_in_links')
    .set({ used_at: now })
    .where('token_hash', '=', hashLinkToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return used ? { userId: used.user_id } : null;
}

/** Deletes links expired before `now` (the sweep); returns how many. */
export async function deleteExpiredSignInLinks(store: Store, now: Date): Promise<number> {
  const result = await store.db
    .deleteFrom('sign_in_links')
    .where('expires_at', '<', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
