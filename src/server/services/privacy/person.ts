// Who "the person" of an account is, for its export and its erasure (personal-data-map.ts): the
// account, and the rows found through it, located once before anything changes (an erasure step
// that clears a link must not hide rows from the next one).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { emlName } from '../mail/outbox';
import { AVATAR_FILE_PATTERN, AVATAR_URL_PREFIX } from '../uploads/avatar';

export interface Person {
  userId: string;
  email: string;
  /**
   * The email when its owner proved the mailbox, else null. Rows found only by an email (guest
   * orders, data requests, comments and messages sent as a guest, mail to the address) belong to
   * the person only then: anyone may register another's address.
   */
  verifiedEmail: string | null;
  accountCreatedAt: string;
  /** The account's orders and, with a verified email, the guest orders placed with it. */
  orderIds: string[];
  /** Generated names of the avatars the person's reviews show. */
  avatarNames: string[];
  /** The person's messages in the outbox, with the `.eml` name each has when kept as a file. */
  mails: { id: string; fileName: string }[];
}

/** The account's person, or null when no such account exists. */
export async function locatePerson(db: Kysely<Database>, userId: string): Promise<Person | null> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'email_verified_at', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const verifiedEmail = user.email_verified_at ? user.email : null;
  const orderIds = await ordersOf(db, userId, verifiedEmail);
  return {
    userId,
    email: user.email,
    verifiedEmail,
    accountCreatedAt: user.created_at,
    orderIds,
    avatarNames: await avatarsOf(db, userId),
    mails: await mailsOf(db, {
      email: user.email,
      verifiedEmail,
      since: user.created_at,
      orderIds,
    }),
  };
}

async function ordersOf(db: Kysely<Database>, userId: string, verifiedEmail: string | null) {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where((eb) =>
      verifiedEmail
        ? eb.or([
            eb('user_id', '=', userId),
            eb.and([eb('user_id', 'is', null), eb('contact_email', '=', verifiedEmail)]),
          ])
        : eb('user_id', '=', userId),
    )
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.id);
}

async function avatarsOf(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('reviews')
    .select('avatar_url')
    .where('user_id', '=', userId)
    .where('avatar_url', 'like', `${AVATAR_URL_PREFIX}%`)
    .execute();
  const names = rows.map((row) => (row.avatar_url ?? '').slice(AVATAR_URL_PREFIX.length));
  return [...new Set(names.filter((name) => AVATAR_FILE_PATTERN.test(name)))];
}

/**
 * Mail about the person's orders, and mail to the account's address: all of it once the address
 * is verified; before that only what was sent since the account exists and names no order of
 * someone else (a guest who typed that address before it was registered).
 */
async function mailsOf(
  db: Kysely<Database>,
  facts: { email: string; verifiedEmail: string | null; since: string; orderIds: string[] },
) {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'created_at'])
    .where((eb) => {
      const toAddress = facts.verifiedEmail
        ? eb('to_address', '=', facts.verifiedEmail)
        : eb.and([
            eb('to_address', '=', facts.email),
            eb('related_order_id', 'is', null),
            eb('created_at', '>=', facts.since),
          ]);
      return facts.orderIds.length > 0
        ? eb.or([toAddress, eb('related_order_id', 'in', facts.orderIds)])
        : toAddress;
    })
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ id: row.id, fileName: emlName(row.id, row.created_at) }));
}
