// STYLE.md rule 3 as a test: src/components, src/content and src/lib never import src/server (the
// tRPC client's `import type { AppRouter }` aside); server data enters through route files under
// src/app, which pass plain data down. eslint.config.mjs says the same to editors.
// And the services' walls (docs/architecture.md): the order lifecycle's one face, no provider named
// inside it, imports between concerns only downward through the documented tiers, and the
// sandboxes imported only by their own routes and tests. Each wall's checker is shown to catch a
// deliberate violation first.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clockFindings, contentValidationImports, importsOf, inside, src } from './testing/walls';

const serverDir = path.join(src, 'server');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

/** Every import of `file`'s code that reaches src/server, except the AppRouter type. */
function serverImports(file: string, code: string): string[] {
  return importsOf(file, code).flatMap(([specifier, target, clause]) => {
    if (!inside(target, serverDir)) return [];
    const appRouterType =
      target === path.join(serverDir, 'root') && /^type\s*\{\s*AppRouter\s*\}$/.test(clause);
    return appRouterType ? [] : [specifier];
  });
}

describe('the wall between the UI and the server', () => {
  const file = path.join(src, 'lib', 'tickets', 'x.ts');

  it.each([
    "import { getServerCaller } from '@/server/caller';",
    "import type { SeoRecord } from '@/server/services/site/seo/seo';",
    "import { priceLine } from '../../server/services/pricing';",
    "import { appRouter, type AppRouter } from '@/server/root';",
    "export { getStore } from '@/server/db';",
    "const caller = await import('@/server/caller');",
    "import {\n  seedDefaults,\n  seedStock,\n} from '@/server/db/seed';",
  ])('spots %s', (code) => {
    expect(serverImports(file, code)).toHaveLength(1);
  });

  it('lets the tRPC client import its AppRouter type, and anything that is not the server', () => {
    expect(serverImports(file, "import type { AppRouter } from '@/server/root';")).toEqual([]);
    expect(serverImports(file, "import { hrefFor } from '@/i18n/routing';")).toEqual([]);
    expect(serverImports(file, "import { getTranslations } from 'next-intl/server';")).toEqual([]);
    expect(serverImports(file, "import { price } from '../pricing/server-price';")).toEqual([]);
  });

  it('finds no server import in src/components, src/content or src/lib', () => {
    const found = ['components', 'content', 'lib'].flatMap((dir) =>
      filesUnder(path.join(src, dir)).flatMap((f) =>
        serverImports(f, readFileSync(f, 'utf8')).map(
          (s) => `${path.relative(process.cwd(), f)} → ${s}`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it('leaves the AppRouter type to src/lib/trpc, where the browser infers its contract', () => {
    const trpcDir = path.join(src, 'lib', 'trpc');
    const root = path.join(serverDir, 'root');
    const found = ['components', 'content', 'lib'].flatMap((dir) =>
      filesUnder(path.join(src, dir))
        .filter((f) => !inside(f, trpcDir))
        .filter((f) => importsOf(f, readFileSync(f, 'utf8')).some(([, target]) => target === root))
        .map((f) => path.relative(process.cwd(), f)),
    );
    expect(found).toEqual([]);
  });
});

const services = path.join(serverDir, 'services');
const orders = path.join(services, 'orders');
const isTest = (f: string) => /\.test\.tsx?$/.test(f);
const rel = (f: string) => path.relative(process.cwd(), f);

/** Every import of `file`'s code that reaches inside services/orders past its index. */
function pastOrdersFace(file: string, code: string): string[] {
  if (inside(file, orders)) return [];
  return importsOf(file, code).flatMap(([specifier, target]) =>
    inside(target, orders) && target !== orders && target !== path.join(orders, 'index')
      ? [specifier]
      : [],
  );
}

/** The code without its comments (a comment may say which provider it is about). */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Names of payment providers in `code` outside its comments. */
function providerNames(code: string): string[] {
  return withoutComments(code).match(/payos|vnpay|momo|vietqr/gi) ?? [];
}

describe('the order lifecycle has one face: services/orders/index.ts', () => {
  it('spots an import past the face, and lets the face through', () => {
    const file = path.join(serverDir, 'routers', 'x.ts');
    expect(
      pastOrdersFace(file, "import { a } from '../services/orders/place/draft';"),
    ).toHaveLength(1);
    expect(
      pastOrdersFace(file, "import { a } from '@/server/services/orders/views/v';"),
    ).toHaveLength(1);
    expect(pastOrdersFace(file, "import { a } from '../services/orders';")).toEqual([]);
    expect(pastOrdersFace(file, "import { a } from '@/server/services/orders/index';")).toEqual([]);
    const inner = path.join(orders, 'pay', 'x.ts');
    expect(pastOrdersFace(inner, "import { a } from '../place/draft';")).toEqual([]);
  });

  it('finds nothing outside services/orders, tests and scripts included, importing past it', () => {
    const root = process.cwd();
    const files = [
      ...filesUnder(src),
      ...filesUnder(path.join(root, 'tests')),
      ...filesUnder(path.join(root, 'scripts')),
    ];
    const found = files.flatMap((f) =>
      pastOrdersFace(f, readFileSync(f, 'utf8')).map((s) => `${rel(f)} → ${s}`),
    );
    expect(found).toEqual([]);
  });
});

describe('the order lifecycle names no payment provider', () => {
  it('spots a provider in code, not in a comment', () => {
    expect(providerNames("if (method === 'vnpay') return;")).toHaveLength(1);
    expect(providerNames("import { x } from '../../payments/momo/notice';")).toHaveLength(1);
    expect(providerNames('const askPayos = 1;')).toHaveLength(1);
    expect(providerNames('// a VNPay link stays payable\nconst a = 1; /* PayOS */')).toEqual([]);
  });

  it('finds none in services/orders: providers parse their notices into one PaymentNotice', () => {
    const found = filesUnder(orders)
      .filter((f) => !isTest(f))
      .flatMap((f) => providerNames(readFileSync(f, 'utf8')).map((n) => `${rel(f)}: ${n}`));
    expect(found).toEqual([]);
  });
});

/**
 * The concerns of src/server/services from the top down (docs/architecture.md, "Services"): a
 * concern imports only concerns of lower tiers, never one of its own tier or above. `errors.ts`
 * is the only loose file, below everything.
 */
const CONCERN_TIERS: readonly (readonly string[])[] = [
  ['privacy', 'reports', 'reconcile'],
  ['orders'],
  ['capacity'],
  ['waitlist', 'invoices'],
  ['tickets'],
  ['cart', 'vouchers', 'payments', 'comments', 'reviews', 'sessions', 'csp-report', 'geo'],
  ['inventory'],
  ['site'],
  ['uploads'],
  ['leads'],
  ['operators'],
  ['auth'],
  ['account'],
  ['mail', 'rate-limit', 'signing'],
  ['errors.ts'],
];

function concernOf(file: string): string | null {
  if (!inside(file, services)) return null;
  const first = path.relative(services, file).split(path.sep)[0] ?? '';
  return first === 'errors' ? 'errors.ts' : first;
}

const tierOf = (concern: string) => CONCERN_TIERS.findIndex((tier) => tier.includes(concern));

/** Imports of `file` that run to a concern not strictly below its own. */
function upwardImports(file: string, code: string): string[] {
  const from = concernOf(file);
  if (from === null) return [];
  return importsOf(file, code).flatMap(([specifier, target]) => {
    const to = target === null ? null : concernOf(target);
    if (to === null || to === from) return [];
    return tierOf(from) < tierOf(to) && tierOf(from) >= 0 ? [] : [specifier];
  });
}

describe('within the services, imports run only downward', () => {
  it('spots an import up or across, and lets one down through', () => {
    const tickets = path.join(services, 'tickets', 'x.ts');
    expect(upwardImports(tickets, "import { a } from '../orders';")).toHaveLength(1);
    expect(upwardImports(tickets, "import { a } from '../capacity/c';")).toHaveLength(1);
    expect(upwardImports(tickets, "import { a } from '../unlisted/u';")).toHaveLength(1);
    const payments = path.join(services, 'payments', 'x.ts');
    expect(upwardImports(payments, "import { a } from '../cart/cart';")).toHaveLength(1);
    expect(upwardImports(tickets, "import { a } from '../cart/cart';")).toEqual([]);
    expect(upwardImports(tickets, "import { DomainError } from '../errors';")).toEqual([]);
    expect(upwardImports(tickets, "import { a } from './ticket-view';")).toEqual([]);
  });

  it('names every concern folder in a tier, and every loose file is errors.ts', () => {
    const entries = readdirSync(services, { withFileTypes: true });
    const loose = entries.filter((e) => e.isFile() && !isTest(e.name)).map((e) => e.name);
    expect(loose).toEqual(['errors.ts']);
    const unranked = entries
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .filter((name) => tierOf(name) < 0);
    expect(unranked).toEqual([]);
  });

  it('finds no import up or across between concerns', () => {
    const found = filesUnder(services)
      .filter((f) => !isTest(f))
      .flatMap((f) => upwardImports(f, readFileSync(f, 'utf8')).map((s) => `${rel(f)} → ${s}`));
    expect(found).toEqual([]);
  });
});

describe('the sandboxes stay in their room', () => {
  const sandboxes = path.join(serverDir, 'sandboxes');
  /** Where a sandbox may be imported: its own room, its routes, and the tests that drive it. */
  const MAY_IMPORT = [
    sandboxes,
    path.join(src, 'app', 'api', 'payments', 'sandbox'),
    path.join(src, 'app', 'api', 'invoices', 'sandbox'),
    path.join(src, 'testing'),
  ];

  const sandboxImports = (file: string, code: string): string[] =>
    MAY_IMPORT.some((dir) => inside(file, dir)) || isTest(file)
      ? []
      : importsOf(file, code).flatMap(([specifier, target]) =>
          inside(target, sandboxes) ? [specifier] : [],
        );

  it('spots a product module importing a sandbox, and lets the sandbox routes through', () => {
    const product = path.join(services, 'payments', 'payos', 'config.ts');
    expect(
      sandboxImports(
        product,
        "import type { SandboxConfig } from '../../../sandboxes/payments/payos';",
      ),
    ).toHaveLength(1);
    const route = path.join(src, 'app', 'api', 'payments', 'sandbox', 'pay', 'route.ts');
    expect(sandboxImports(route, "import { a } from '@/server/sandboxes/payments/http';")).toEqual(
      [],
    );
  });

  it('finds the product importing no sandbox: PAYMENT_SANDBOX=1 is the one switch', () => {
    const found = [...filesUnder(src), path.join(process.cwd(), 'middleware.ts')].flatMap((f) =>
      sandboxImports(f, readFileSync(f, 'utf8')).map((s) => `${rel(f)} → ${s}`),
    );
    expect(found).toEqual([]);
  });
});

describe('one door into generated content', () => {
  const root = process.cwd();
  const contentlayer = path.join(root, '.contentlayer', 'generated');
  const compiled = path.join(src, 'generated');
  /** The only modules that import the generated folders, each for its own files. */
  const DOORS = [
    'src/content/compiled-tables.ts',
    'src/content/content-dates.ts',
    'src/content/generated.ts',
    'src/content/slug-translations.ts',
  ];

  const readsGenerated = (file: string, code: string): boolean =>
    importsOf(file, code).some(
      ([specifier, target]) =>
        specifier.startsWith('contentlayer/generated') ||
        inside(target, contentlayer) ||
        inside(target, compiled),
    );

  it('spots an import of either generated folder', () => {
    const file = path.join(serverDir, 'services', 'cart', 'x.ts');
    expect(
      readsGenerated(file, "import p from '../../../../.contentlayer/generated/Post/_index.json';"),
    ).toBe(true);
    expect(readsGenerated(file, "import { allPosts } from 'contentlayer/generated';")).toBe(true);
    expect(readsGenerated(file, "import r from '@/generated/redirects.json';")).toBe(true);
    expect(readsGenerated(file, "import { generatedContent } from '@/content/generated';")).toBe(
      false,
    );
  });

  it('finds them imported only by the door modules of src/content', () => {
    const files = [...filesUnder(src), path.join(root, 'middleware.ts')].filter(
      (f) => !/\.test\.tsx?$/.test(f),
    );
    const readers = files
      .filter((f) => readsGenerated(f, readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f));
    expect(readers.sort()).toEqual(DOORS);
  });
});

describe('no upward imports', () => {
  const code = (f: string) => readFileSync(f, 'utf8');
  const reaching = (files: string[], dir: string): string[] =>
    files
      .filter((f) => !/\.test\.tsx?$/.test(f))
      .filter((f) => importsOf(f, code(f)).some(([, target]) => inside(target, dir)))
      .map((f) => path.relative(process.cwd(), f));

  it('keeps src/server out of src/components and src/app (route files call the server)', () => {
    const server = filesUnder(serverDir);
    expect(reaching(server, path.join(src, 'components'))).toEqual([]);
    expect(reaching(server, path.join(src, 'app'))).toEqual([]);
  });

  it('keeps the store layer out of the services: the wiring in db/index.ts hands them in', () => {
    const db = filesUnder(path.join(serverDir, 'db')).filter(
      (f) => f !== path.join(serverDir, 'db', 'index.ts'),
    );
    expect(reaching(db, path.join(serverDir, 'services'))).toEqual([]);
    expect(reaching(db, path.join(serverDir, 'routers'))).toEqual([]);
  });

  it('keeps env.ts free of services: configuration sits below everything that reads it', () => {
    expect(reaching([path.join(src, 'env.ts')], path.join(serverDir, 'services'))).toEqual([]);
  });
});

describe('test helpers stay out of the product', () => {
  const testing = path.join(src, 'testing');

  it('finds src/testing imported only by tests and by src/testing itself', () => {
    const importers = filesUnder(src)
      .filter((f) => !/\.test\.tsx?$/.test(f) && !inside(f, testing))
      .filter((f) =>
        importsOf(f, readFileSync(f, 'utf8')).some(([, target]) => inside(target, testing)),
      )
      .map((f) => path.relative(process.cwd(), f));
    expect(importers).toEqual([]);
  });
});

describe('one clock', () => {
  const product = () => [
    ...filesUnder(src).filter((f) => !/\.test\.tsx?$/.test(f)),
    path.join(process.cwd(), 'middleware.ts'),
  ];

  it("names Vietnam's time zone once, in src/config.ts", () => {
    const naming = filesUnder(src)
      .filter((f) => !/\.test\.tsx?$/.test(f))
      .filter((f) => readFileSync(f, 'utf8').includes("'Asia/Ho_Chi_Minh'"))
      .map((f) => path.relative(process.cwd(), f));
    expect(naming).toEqual(['src/config.ts']);
  });

  it('spots +07:00 written outside src/lib/calendar, and a service reading the clock', () => {
    const form = path.join(src, 'components', 'admin', 'x.tsx');
    const service = path.join(serverDir, 'services', 'orders', 'x.ts');
    expect(clockFindings(form, 'const at = `${day}T00:00:00+07:00`;')).toEqual([
      'src/components/admin/x.tsx:1: +07:00 outside src/lib/calendar',
    ]);
    expect(clockFindings(service, 'const a = 1;\nconst now = Date.now();')).toEqual([
      'src/server/services/orders/x.ts:2: Date.now() in a service (take `now` from the caller)',
    ]);
    // The calendar writes the offset; a router may read the clock; comments may show an instant.
    const calendar = path.join(src, 'lib', 'calendar', 'vietnam.ts');
    expect(clockFindings(calendar, "export const VIETNAM_OFFSET = '+07:00';")).toEqual([]);
    const router = path.join(serverDir, 'routers', 'x.ts');
    expect(clockFindings(router, 'const now = Date.now();')).toEqual([]);
    expect(clockFindings(form, '/** e.g. `2026-10-25T07:00:00+07:00` */\n// at +07:00')).toEqual(
      [],
    );
  });

  it('finds +07:00 only in src/lib/calendar, and no Date.now() in the services', () => {
    const found = product().flatMap((f) => clockFindings(f, readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });
});

describe('one catalogue', () => {
  const service = path.join(serverDir, 'services', 'cart', 'x.ts');

  it("spots a service importing content's schemas, validators or raw collections", () => {
    expect(
      contentValidationImports(service, "import { productSchema } from '@/content/schema';"),
    ).toEqual(['@/content/schema']);
    expect(
      contentValidationImports(service, "import { validateCollection } from '@/content/validate';"),
    ).toEqual(['@/content/validate']);
    expect(
      contentValidationImports(
        service,
        "import { generatedContent } from '../../../content/generated';",
      ),
    ).toEqual(['../../../content/generated']);
    expect(
      contentValidationImports(service, "import { productCatalog } from '@/content/projections';"),
    ).toEqual([]);
    // Outside the services (pages, src/content itself) the validators are in their place.
    expect(
      contentValidationImports(
        path.join(src, 'content', 'x.ts'),
        "import { loadAll } from './load';",
      ),
    ).toEqual([]);
  });

  it('finds the services reading content through its projections only', () => {
    const found = filesUnder(path.join(serverDir, 'services'))
      .filter((f) => !/\.test\.tsx?$/.test(f))
      .flatMap((f) =>
        contentValidationImports(f, readFileSync(f, 'utf8')).map(
          (s) => `${path.relative(process.cwd(), f)} → ${s}`,
        ),
      );
    expect(found).toEqual([]);
  });
});

describe('the ledger is only ever written to', () => {
  /** Statements of `code` that change or remove ledger rows (an update or a delete of the table). */
  const ledgerRewrites = (code: string) =>
    [
      ...code.matchAll(
        /(?:updateTable|deleteFrom)\(\s*'ledger_entries'|(?:update|delete\s+from)\s+ledger_entries/gi,
      ),
    ].map((m) => m[0]);

  it('spots an update or a delete of its rows, in Kysely or SQL', () => {
    expect(ledgerRewrites("await db.updateTable('ledger_entries').set({ vat: 0 })")).toHaveLength(
      1,
    );
    expect(ledgerRewrites("db.deleteFrom( 'ledger_entries' )")).toHaveLength(1);
    expect(ledgerRewrites('sql`DELETE FROM ledger_entries WHERE day < ${d}`')).toHaveLength(1);
    expect(ledgerRewrites("db.insertInto('ledger_entries').values(rows)")).toEqual([]);
  });

  it('finds no code that changes or removes a row (corrections are rows of their own)', () => {
    const found = filesUnder(src)
      .filter((f) => !/\.test\.tsx?$/.test(f))
      .filter((f) => ledgerRewrites(readFileSync(f, 'utf8')).length > 0)
      .map((f) => path.relative(process.cwd(), f));
    expect(found).toEqual([]);
  });
});

describe('dependencies', () => {
  it('pins every dependency to an exact version (package-lock.json says which)', () => {
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const ranges = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })
      .filter(([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))
      .map(([name, version]) => `${name}@${version}`);
    expect(ranges).toEqual([]);
  });
});
