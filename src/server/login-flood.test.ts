// The flood with the owner's login measured, over the real HTTP door, hash queue and store: wrong
// logins kept in flight from many addresses (X-Forwarded-For names them, as TRUSTED_PROXIES lets
// a proxy do), half of them guessing at the owner's account. The owner's known device still signs
// in every time, and from a new device the mailed one-time link works. Was: 8 of 8 refused.
import { randomBytes, randomInt } from 'node:crypto';
import { createTrpcHandler } from './http-handler';
import { setUpTempOutbox } from '@/testing/mail-outbox';
import { describeEachDialect } from '@/testing/stores';
import { reasonText } from '@/lib/errors/reasons';

// Real scrypt (128 MiB, about half a second each) behind a flood: give it time.
jest.setTimeout(400_000);
setUpTempOutbox('login-flood-');

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Mây-trắng-đỉnh-núi-chủ-2026';

interface Answer {
  status: number;
  body: { result?: { data: Record<string, unknown> }; error?: { message: string } };
  setCookie: string | null;
}

describeEachDialect('a login flood', ({ store }) => {
  const handle = createTrpcHandler(async () => store());

  async function call(
    procedure: string,
    input: unknown,
    { address, cookie }: { address: string; cookie?: string },
  ): Promise<Answer> {
    const response = await handle(
      new Request(`${ORIGIN}/api/trpc/${procedure}`, {
        method: 'POST',
        headers: {
          host: 'localhost:3000',
          origin: ORIGIN,
          'content-type': 'application/json',
          'x-forwarded-for': address,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(input),
      }),
    );
    return {
      status: response.status,
      body: (await response.json()) as Answer['body'],
      setCookie: response.headers.get('set-cookie'),
    };
  }

  const randomAddress = () => `198.18.${randomInt(256)}.${1 + randomInt(254)}`;

  /** Keeps `inFlight` wrong logins outstanding until `stop` resolves; counts answers by status. */
  function flood(inFlight: number, victim: string, stop: Promise<void>) {
    let stopped = false;
    void stop.then(() => (stopped = true));
    const statuses: Record<number, number> = {};
    const worker = async (n: number) => {
      while (!stopped) {
        const email = n % 2 === 0 ? victim : `bot-${randomBytes(4).toString('hex')}@example.vn`;
        const answer = await call(
          'auth.login',
          { email, password: `doan-sai-${randomBytes(3).toString('hex')}` },
          { address: randomAddress() },
        );
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        // A refusal is answered at once here (the server's tarpit is in scripts/server.mjs).
        if (answer.status === 429) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const done = Promise.all(Array.from({ length: inFlight }, (_, n) => worker(n)));
    return { statuses, done };
  }

  it('keeps the owner’s known device signing in at once, and a new device with the mailed link', async () => {
    const email = `owner-${randomBytes(3).toString('hex')}@example.vn`;
    const home = { address: '203.0.113.10' };
    expect(
      (await call('auth.register', { email, password: PASSWORD, firstName: 'Chủ' }, home)).status,
    ).toBe(200);
    const first = await call('auth.login', { email, password: PASSWORD }, home);
    expect(first.status).toBe(200);
    const device = (first.setCookie ?? '').split(';', 1)[0] ?? '';
    expect(device).toMatch(/^device=/);

    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const attack = flood(24, email, stopped);
    try {
      // Let the flood fill the unknown lane and lock the account for unknown devices.
      await new Promise((resolve) => setTimeout(resolve, 2_000));

      const known: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const answer = await call(
          'auth.login',
          { email, password: PASSWORD },
          { address: randomAddress(), cookie: device },
        );
        known.push(answer.status);
      }
      expect(known).toEqual([200, 200, 200]);

      // A new device's password login is held back (the account's delays, or the full lane) once
      // the flood has reached the store (a loaded machine takes longer than the 2 s above).
      let fresh = await call(
        'auth.login',
        { email, password: PASSWORD },
        { address: '203.0.113.20' },
      );
      for (let i = 0; i < 10 && fresh.status !== 429; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        fresh = await call(
          'auth.login',
          { email, password: PASSWORD },
          { address: '203.0.113.20' },
        );
      }
      expect(fresh.status).toBe(429);

      // …so the owner asks for a link, which answers the same for an email without an account.
      const newDevice = { address: '203.0.113.21' };
      const asked = await call('auth.requestSignInLink', { email, locale: 'vi' }, newDevice);
      const nobody = await call(
        'auth.requestSignInLink',
        { email: `nobody-${randomBytes(3).toString('hex')}@example.vn`, locale: 'vi' },
        newDevice,
      );
      expect(asked.status).toBe(200);
      expect(nobody.status).toBe(200);
      expect(nobody.body).toEqual(asked.body);

      const mails = await store()
        .db.selectFrom('mail_outbox')
        .select(['kind', 'body_text'])
        .where('to_address', '=', email)
        .where('kind', '=', 'sign-in-link')
        .execute();
      expect(mails).toHaveLength(1);
      const token = /\/vi\/auth\/login#sign-in=([\w-]{43})/.exec(mails[0]?.body_text ?? '')?.[1];
      expect(token).toBeDefined();

      const viaLink = await call('auth.loginWithLink', { token }, newDevice);
      expect(viaLink.status).toBe(200);
      expect(viaLink.body.result?.data).toHaveProperty('accessToken');
      const linkedDevice = (viaLink.setCookie ?? '').split(';', 1)[0] ?? '';
      // Used once: the same link again is refused.
      const again = await call('auth.loginWithLink', { token }, newDevice);
      expect(again.status).toBe(401);
      expect(again.body.error?.message).toBe(reasonText('sign-in-link-invalid'));

      // The device the link signed in on is known from now on, flood or not.
      const later = await call(
        'auth.login',
        { email, password: PASSWORD },
        { address: newDevice.address, cookie: linkedDevice },
      );
      expect(later.status).toBe(200);
    } finally {
      stop();
      await attack.done;
    }
    // The flood was real: the hash queue turned logins away, and some wrong ones were checked.
    expect(attack.statuses[429] ?? 0).toBeGreaterThan(10);
    expect(attack.statuses[401] ?? 0).toBeGreaterThan(0);
  });

  it('lets one address, or one account, hold only its share of the unknown lane', async () => {
    const address = '203.0.113.50';
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        call(
          'auth.login',
          { email: `share-${i}@example.vn`, password: 'sai-mat-khau' },
          { address },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 429, 429]);
    // Its own share used up: the limits' message, not "the system is busy".
    expect(answers.find((answer) => answer.status === 429)?.body.error?.message).toBe(
      reasonText('rate-limited'),
    );

    const account = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        call(
          'auth.login',
          { email: 'one-target@example.vn', password: `sai-${i}` },
          {
            address: `203.0.113.${60 + i}`,
          },
        ),
      ),
    );
    expect(account.map((answer) => answer.status).sort()).toEqual([401, 401, 429, 429]);
  });
});
