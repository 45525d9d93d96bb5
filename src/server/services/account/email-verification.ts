// Email verification: orders placed as a guest join an account only once its owner has
// proved the mailbox, never because the same email was typed at registration. A link is mailed at
// registration and on request; it carries a token signed with the server's Ed25519 key (the one
// every instance shares, TICKET_SIGNING_KEY) naming the account and the email, valid three days.
// Opening it marks the email verified and links the guest orders with that email to the account.
import { createPublicKey } from 'node:crypto';
import type { Kysely } from 'kysely';
import { jwtVerify, SignJWT } from 'jose';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import { writeTransaction, type Store } from '../../db/store';
import { escapeHtml } from '../mail/mail-text';
import { enqueueMail, type MailMessage } from '../mail/outbox';
import { ticketSigningKey } from '../signing/signing-key';

const AUDIENCE = 'email-verification';
export const VERIFICATION_TTL_SECONDS = 3 * 24 * 60 * 60;
/** Where the mailed link lands: verifies, then redirects to the dashboard. */
export const VERIFY_EMAIL_PATH = '/api/account/verify-email';

export async function emailVerificationToken(
  user: { id: string; email: string },
  now: Date = new Date(),
): Promise<string> {
  const key = await ticketSigningKey();
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid })
    .setSubject(user.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + VERIFICATION_TTL_SECONDS)
    .sign(key.privateKey);
}

const TEXTS = {
  vi: {
    subject: 'Xác minh email của bạn',
    hello: (name: string) => `Xin chào ${name},`,
    lead: 'Mở liên kết dưới đây để xác minh email. Sau khi xác minh, các đơn hàng bạn đã đặt bằng email này sẽ hiện trong tài khoản.',
    action: 'Xác minh email',
    expiry: 'Liên kết có hiệu lực trong 3 ngày. Nếu bạn không tạo tài khoản, hãy bỏ qua thư này.',
  },
  en: {
    subject: 'Verify your email',
    hello: (name: string) => `Hello ${name},`,
    lead: 'Open the link below to verify your email. Once it is verified, the orders you placed with this email appear in your account.',
    action: 'Verify email',
    expiry: 'The link is valid for 3 days. If you did not create an account, ignore this message.',
  },
} as const;

export function verificationMail(facts: {
  email: string;
  firstName: string;
  locale: 'vi' | 'en';
  link: string;
}): MailMessage {
  const t = TEXTS[facts.locale];
  return {
    to: facts.email,
    subject: t.subject,
    kind: 'email-verification',
    locale: facts.locale,
    text: [
      t.hello(facts.firstName),
      '',
      t.lead,
      '',
      `${t.action}: ${facts.link}`,
      '',
      t.expiry,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(t.hello(facts.firstName))}</p>`,
      `<p>${escapeHtml(t.lead)}</p>`,
      `<p><a href="${escapeHtml(facts.link)}">${escapeHtml(t.action)}</a></p>`,
      `<p>${escapeHtml(t.expiry)}</p>`,
    ].join('\n'),
  };
}

/** Queues the link for `user` in the caller's transaction. */
export async function queueVerificationMail(
  trx: Kysely<Database>,
  user: { id: string; email: string; firstName: string },
  options: { locale: 'vi' | 'en'; siteUrl: string },
): Promise<void> {
  const token = await emailVerificationToken(user);
  const link = new URL(VERIFY_EMAIL_PATH, options.siteUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('locale', options.locale);
  await enqueueMail(
    trx,
    verificationMail({
      email: user.email,
      firstName: user.firstName,
      locale: options.locale,
      link: link.href,
    }),
  );
}

/** Mails a new link to a signed-in user whose email is not verified yet; false when it is. */
export async function requestEmailVerification(
  store: Store,
  userId: string,
  options: { locale: 'vi' | 'en'; siteUrl: string },
): Promise<{ sent: boolean }> {
  return writeTransaction(store, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'email_verified_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || user.email_verified_at) return { sent: false };
    await queueVerificationMail(
      trx,
      { id: user.id, email: user.email, firstName: user.first_name },
      options,
    );
    return { sent: true };
  });
}

export type VerifyResult = { ok: true; linkedOrders: number } | { ok: false };

/**
 * Checks a mailed token and, when it is good and names the account's current email, marks that
 * email verified and gives the account the guest orders placed with it. Opening it twice is fine.
 */
export async function verifyEmail(
  store: Store,
  token: string,
  now: Date = new Date(),
): Promise<VerifyResult> {
  const key = await ticketSigningKey();
  let claims: { sub?: string; email?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(token, createPublicKey(key.privateKey), {
      audience: AUDIENCE,
      algorithms: ['EdDSA'],
      currentDate: now,
    }));
  } catch (error) {
    console.warn('[account] refused an email verification link:', (error as Error).message);
    return { ok: false };
  }
  const { sub: userId, email } = claims;
  if (typeof userId !== 'string' || typeof email !== 'string') return { ok: false };
  return writeTransaction(store, async (trx) => {
    // An email changed since the link was sent is not the one it proves.
    await trx
      .updateTable('users')
      .set({ email_verified_at: nowIso() })
      .where('id', '=', userId)
      .where('email', '=', email)
      .where('email_verified_at', 'is', null)
      .executeTakeFirst();
    const user = await trx
      .selectFrom('users')
      .select(['email', 'email_verified_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || user.email !== email || !user.email_verified_at) return { ok: false };
    return { ok: true, linkedOrders: await linkGuestOrders(trx, { id: userId, email }) };
  });
}

/**
 * Gives a verified account the guest orders placed with its email (at verification, and later
 * ones when the account lists its orders). Returns how many moved.
 */
export async function linkGuestOrders(
  db: Kysely<Database>,
  user: { id: string; email: string },
): Promise<number> {
  // Race condition: two links at once (or a sign-in while verifying); a conditional update on
  // rows still without an owner moves each order once.
  const linked = await db
    .updateTable('orders')
    .set({ user_id: user.id })
    .where('user_id', 'is', null)
    .where('contact_email', '=', user.email)
    .executeTakeFirst();
  return Number(linked.numUpdatedRows);
}

/** Links the guest orders of `userId` when (and only when) its email is verified. */
export async function linkVerifiedGuestOrders(store: Store, userId: string): Promise<number> {
  const user = await store.db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.email_verified_at) return 0;
  return linkGuestOrders(store.db, user);
}
