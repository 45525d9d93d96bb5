// `npm run user:create-admin -- --email boss@example.com [--name "Tên"]`: creates the first admin
// (DESIGN.md §16), or promotes an existing account. The password comes from ADMIN_PASSWORD or a
// hidden prompt, never from a flag (flags end up in shell history and `ps`).
//
// Like scripts/jobs/sweep.ts, this reads DATABASE_URL and SQLITE_PATH itself: env.ts imports
// `server-only`, which throws outside Next's react-server build.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { prepareStore } from '../../src/server/db/setup';
import { getCatalog } from '../../src/server/services/cart/catalog';
import { isPostgresUrl, openStore } from '../../src/server/db/store';
import { CreateAdminError, createAdmin } from '../../src/server/services/operators/create-admin';

function usage(): never {
  console.error('usage: npm run user:create-admin -- --email <email> [--name <first name>]');
  console.error('       the password is read from ADMIN_PASSWORD, else asked for (hidden)');
  process.exit(2);
}

/** Asks each question in turn without echoing the answers (a TTY), or reads piped lines. */
async function askHidden(questions: readonly string[]): Promise<string[]> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  const lines = rl[Symbol.asyncIterator]();
  const answers: string[] = [];
  try {
    for (const question of questions) {
      muted = false;
      output.write(question);
      muted = true;
      const next = await lines.next();
      if (next.done) throw new CreateAdminError('no password given');
      answers.push(next.value);
      if (process.stdin.isTTY) process.stdout.write('\n');
    }
    return answers;
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  if (values.password !== undefined) {
    console.error('user:create-admin: --password is refused; use ADMIN_PASSWORD or the prompt');
    process.exit(2);
  }
  if (!values.email) usage();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl && !isPostgresUrl(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (or unset for SQLite)');
  }
  const store = openStore({
    databaseUrl,
    sqlitePath: process.env.SQLITE_PATH || '.data/store.sqlite',
  });
  try {
    await prepareStore(store, getCatalog());
    const exists = await store.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', values.email.trim().toLowerCase())
      .executeTakeFirst();
    let password: string | undefined;
    if (!exists) {
      password = process.env.ADMIN_PASSWORD || undefined;
      if (password === undefined) {
        const [first, again] = await askHidden([
          'Password for the new admin: ',
          'Repeat the password: ',
        ]);
        if (again !== first) throw new CreateAdminError('the two passwords differ');
        password = first;
      }
    }
    const result = await createAdmin(store, {
      email: values.email,
      password,
      firstName: values.name,
    });
    const said = {
      created: 'created admin',
      promoted: 'promoted to admin',
      unchanged: 'is already an admin:',
    }[result.outcome];
    console.log(`user:create-admin: ${said} ${result.email}`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof CreateAdminError) {
    console.error(`user:create-admin: ${error.message}`);
  } else {
    console.error('user:create-admin failed:', error);
  }
  process.exitCode = 1;
});
