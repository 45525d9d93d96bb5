// Mail that shows everywhere: a message may carry files (the e-tickets' QR codes as
// PNG parts referenced by Content-ID, the visit's calendar file), kept with the message in the
// outbox so that what is delivered is what the transaction decided, however late it is sent.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any> */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('attachments_json', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments_json').execute();
}
