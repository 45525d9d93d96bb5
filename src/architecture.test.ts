// STYLE.md rule 3 as a test: src/components, src/content and src/lib never import src/server (the
// tRPC client's `import type { AppRouter }` aside); server data enters through route files under
// src/app, which pass plain data down. eslint.config.mjs says the same to editors.
// And the order lifecycle as a test: services/orders owns place → pay → cancel → expire → refund
// and calls payments, tickets, capacity, inventory, mail and refunds; none of those calls back into
// orders (their tests may).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const src = path.join(process.cwd(), 'src');
const serverDir = path.join(src, 'server');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

/** Every module `file`'s code imports, as [specifier, resolved path or null, import clause]. */
function importsOf(file: string, code: string): [string, string | null, string][] {
  const statements = [
    ...code.matchAll(/(?:^|\n)\s*(import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g),
    ...code.matchAll(/()()(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return statements.map(([, , clause = '', specifier = '']) => [
    specifier,
    specifier.startsWith('@/')
      ? path.join(src, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null,
    clause,
  ]);
}

const inside = (target: string | null, dir: string): boolean =>
  target !== null && (target === dir || target.startsWith(dir + path.sep));

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
});

describe('the order lifecycle calls its helpers, never the other way', () => {
  const services = path.join(serverDir, 'services');
  const orders = path.join(services, 'orders');
  const HELPERS = ['payments', 'tickets', 'capacity', 'inventory', 'mail', 'refunds'];

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
