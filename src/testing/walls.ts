// The checkers behind src/architecture.test.ts's walls, apart so that each wall's own test can
// feed them a deliberate violation as a fixture instead of keeping a bad file in the tree.
import path from 'node:path';
import { VIETNAM_OFFSET } from '@/lib/calendar';

export const src = path.join(process.cwd(), 'src');
const services = path.join(src, 'server', 'services');
const calendar = path.join(src, 'lib', 'calendar');

export const inside = (target: string | null, dir: string): boolean =>
  target !== null && (target === dir || target.startsWith(dir + path.sep));

/** Every module `file`'s code imports, as [specifier, resolved path or null, import clause]. */
export function importsOf(file: string, code: string): [string, string | null, string][] {
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

/** `code` with its block comments and whole-line `//` comments blanked, lines kept in place. */
function withoutComments(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^\s*\/\/.*$/gm, '');
}

/**
 * The one clock (src/lib/calendar): Vietnam's offset written out anywhere else, and a service
 * reading the clock itself (`Date.now()`) instead of taking `now` from its caller. One finding
 * per line, `path:line: what`.
 */
export function clockFindings(file: string, code: string): string[] {
  if (inside(file, calendar)) return [];
  const where = path.relative(process.cwd(), file);
  return withoutComments(code)
    .split('\n')
    .flatMap((line, index) => [
      ...(line.includes(VIETNAM_OFFSET)
        ? [`${where}:${index + 1}: ${VIETNAM_OFFSET} outside src/lib/calendar`]
        : []),
      ...(inside(file, services) && /\bDate\.now\(\)/.test(line)
        ? [`${where}:${index + 1}: Date.now() in a service (take \`now\` from the caller)`]
        : []),
    ]);
}

/** Modules of src/content that hold or run content's validation (schemas, validators, raw data). */
const CONTENT_VALIDATION = ['generated', 'load', 'schema', 'validate', 'validated'].map((name) =>
  path.join(src, 'content', name),
);

/**
 * One catalogue: a service reads content through src/content's projections, never through the
 * schemas, validators or raw generated collections. The offending specifiers of `file`'s code.
 */
export function contentValidationImports(file: string, code: string): string[] {
  if (!inside(file, services)) return [];
  return importsOf(file, code)
    .filter(([, target]) => target !== null && CONTENT_VALIDATION.includes(target))
    .map(([specifier]) => specifier);
}
