#!/usr/bin/env node
// Compiles content/redirects.yaml into src/generated/redirects.json, which the edge middleware
// imports (it cannot read files at run time). A bad rule fails with the file and the field.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'content/redirects.yaml');
const target = path.join(root, 'src/generated/redirects.json');

// Mirrors src/lib/routing/redirect-rules.ts (kept plain JS so it runs before TypeScript exists).
const localPath = z.string().regex(/^\/[^\s?#]*$/, 'must be a path starting with "/"');
const rule = z.object({
  from: localPath,
  to: z.union([localPath, z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')]),
  permanent: z.boolean().default(true),
});

const raw = parse(readFileSync(source, 'utf8')) ?? [];
const result = z.array(rule).safeParse(raw);
if (!result.success) {
  for (const issue of result.error.issues) {
    console.error(`content/redirects.yaml: rule ${issue.path.join('.')}: ${issue.message}`);
  }
  process.exit(1);
}
const seen = new Set();
for (const [index, r] of result.data.entries()) {
  if (seen.has(r.from)) {
    console.error(`content/redirects.yaml: rule ${index}.from: duplicate source ${r.from}`);
    process.exit(1);
  }
  seen.add(r.from);
}
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, JSON.stringify(result.data, null, 2) + '\n');
console.log(`redirects: ${result.data.length} rules → src/generated/redirects.json`);
