// STYLE.md rule 3 as a test: src/components, src/content and src/lib never import src/server (the
// tRPC client's `import type { AppRouter }` aside); server data enters through route files under
// src/app, which pass plain data down. eslint.config.mjs says the same to editors.
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

/** Every import of `file`'s code that reaches src/server, except the AppRouter type. */
function serverImports(file: string, code: string): string[] {
  const statements = [
    ...code.matchAll(/(?:^|\n)\s*(import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g),
    ...code.matchAll(/()()(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return statements.flatMap(([, , clause = '', specifier = '']) => {
    const target = specifier.startsWith('@/')
      ? path.join(src, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null;
    if (!target || !(target === serverDir || target.startsWith(serverDir + path.sep))) return [];
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
