// What a deployment must have before a production server may start (DESIGN.md §18–19), in plain
// JavaScript so that scripts/start.mjs and scripts/server.mjs (plain Node) and the app
// (src/instrumentation.ts) apply the same rules.

/** Whether `url`'s host is this machine: localhost, *.localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackUrl(url) {
  let host;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    // Not a URL: env.ts refuses it with its own message; here it is simply not loopback.
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]' || host === '::1') return true;
  return /^127(\.\d{1,3}){3}$/.test(host);
}

/** The SITE_URL a process serves (env.ts's default when unset). */
export function siteUrlOf(environment) {
  return environment.SITE_URL || 'http://localhost:3000';
}

/**
 * Whether this deployment may be one of several machines or faces the public: a SITE_URL that is
 * not loopback, or a shared PostgreSQL store.
 */
export function isSharedDeployment(environment) {
  return !isLoopbackUrl(siteUrlOf(environment)) || Boolean(environment.DATABASE_URL);
}

/**
 * Why a production server must not start with this environment (empty when it may). Without
 * TICKET_SIGNING_KEY each machine would generate a key of its own, and the gate would reject the
 * other machines' e-tickets as forged; without DEVICE_COOKIE_SECRET each would generate its own
 * device-cookie secret, and known devices would lose their lockout exemption on the others.
 */
export function productionStartRefusals(environment) {
  const refusals = [];
  if (isSharedDeployment(environment) && !environment.TICKET_SIGNING_KEY) {
    refusals.push(
      'TICKET_SIGNING_KEY is not set. A production server with a public SITE_URL or a ' +
        'DATABASE_URL needs it (the same Ed25519 private key on every instance; README, ' +
        '"Several instances"): without it each machine would sign e-tickets with a key of its own.',
    );
  }
  if (isSharedDeployment(environment) && !environment.DEVICE_COOKIE_SECRET) {
    refusals.push(
      'DEVICE_COOKIE_SECRET is not set. A production server with a public SITE_URL or a ' +
        'DATABASE_URL needs it (at least 32 characters, the same on every instance): without it ' +
        "each machine would sign login device cookies with a secret of its own, and an owner's " +
        'known device would be treated as unknown, and delayed, on the other machines.',
    );
  }
  return refusals;
}

/** Prints the refusals and ends the process when there are any. */
export function refuseUnsafeStart(environment) {
  const refusals = productionStartRefusals(environment);
  if (refusals.length === 0) return;
  for (const refusal of refusals) console.error(`[start] refused: ${refusal}`);
  process.exit(1);
}
