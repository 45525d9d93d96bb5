// STYLE.md rule 3 as a test: src/components, src/content and src/lib never import src/server (the
// tRPC client's `import type { AppRouter }` aside); server data enters through route files under
// src/app, which pass plain data down. eslint.config.mjs says the same to editors.
// And the order lifecycle as a test: services/orders owns place → pay → cancel → expire → refund
// and calls payments, tickets, capacity, inventory, mail and refunds; none of those calls back into
// orders (their tests may).
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
    "import type { SeoRecord } from '@/server/services/seo';",
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

describe('the order lifecycle calls its helpers, never the other way', () => {
  const services = path.join(serverDir, 'services');
  const orders = path.join(services, 'orders');
  const HELPERS = ['payments', 'tickets', 'capacity', 'inventory', 'mail', 'refunds', 'waitlist'];

  it('spots an import of services/orders from a helper', () => {
    const file = path.join(services, 'payments', 'x.ts');
    const found = (code: string) =>
      importsOf(file, code).filter(([, target]) => inside(target, orders));
    expect(found("import { cancelOrder } from '../orders/cancel-order';")).toHaveLength(1);
    expect(found("import { x } from '@/server/services/orders/lifecycle/a';")).toHaveLength(1);
    expect(found("import { verify } from './payos';")).toEqual([]);
  });

  it('finds no import of services/orders in payments, tickets, capacity, inventory, mail or refunds', () => {
    const crossing = HELPERS.flatMap((dir) =>
      filesUnder(path.join(services, dir))
        .filter((f) => !/\.test\.tsx?$/.test(f))
        .filter((f) =>
          importsOf(f, readFileSync(f, 'utf8')).some(([, target]) => inside(target, orders)),
        )
        .map((f) => path.relative(process.cwd(), f)),
    );
    expect(crossing).toEqual([]);
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

  /**
   * Still reading the clock: the rate limiter's default `now` arguments and a new session's
   * expiry. Both are loose service files about to move into their folders (auth/, …); they take
   * `now` from their callers then, and leave this list.
   */
  const CLOCK_READERS_LEFT = ['src/server/services/auth.ts', 'src/server/services/rate-limit.ts'];

  it('finds +07:00 only in src/lib/calendar, and no Date.now() in the services', () => {
    const found = product()
      .filter((f) => !CLOCK_READERS_LEFT.includes(path.relative(process.cwd(), f)))
      .flatMap((f) => clockFindings(f, readFileSync(f, 'utf8')));
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
