// Turns raw contentlayer documents into validated records, or fails with
// "content/<file>: <field>: <message>" so a writer knows exactly what to fix.
import type { z } from 'zod';

/** The part of a contentlayer document that says where it came from. */
export interface RawDocument {
  _id?: string;
  _raw?: { sourceFilePath?: string };
  [field: string]: unknown;
}

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid content:\n  ${problems.join('\n  ')}`);
    this.name = 'ContentError';
  }
}

export function contentFile(doc: RawDocument): string {
  return `content/${doc._raw?.sourceFilePath ?? doc._id ?? '(unknown file)'}`;
}

/** Id of an item: its file name without folder and extension (`posts/le-hoi.md` → `le-hoi`). */
export function contentId(doc: RawDocument): string {
  const file = doc._raw?.sourceFilePath ?? doc._id ?? '';
  return file.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
}

function problemsOf(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.map(String).join('.') : '(document)';
    return `${file}: ${field}: ${issue.message}`;
  });
}

/** Validates every document of a collection; collects all problems before throwing. */
export function validateCollection<S extends z.ZodType>(
  schema: S,
  docs: readonly RawDocument[],
): (z.infer<S> & { id: string; file: string })[] {
  const problems: string[] = [];
  const records: (z.infer<S> & { id: string; file: string })[] = [];
  for (const doc of docs) {
    const file = contentFile(doc);
    const result = schema.safeParse(doc);
    if (result.success) {
      records.push(Object.assign({}, result.data as z.infer<S>, { id: contentId(doc), file }));
    } else {
      problems.push(...problemsOf(file, result.error));
    }
  }
  if (problems.length) throw new ContentError(problems);
  return records;
}

/** Validates a singleton document (site.yaml, menu.yaml…). */
export function validateDocument<S extends z.ZodType>(schema: S, doc: RawDocument): z.infer<S> {
  const [record] = validateCollection(schema, [doc]);
  if (!record) throw new ContentError([`${contentFile(doc)}: (document): missing`]);
  return record;
}

/** A rule across files (unique slugs, known category…); throws with every problem found. */
export function assertAll(problems: readonly string[]): void {
  if (problems.length) throw new ContentError(problems);
}

/** Problems for slugs used twice in one collection and locale. */
export function duplicateSlugProblems(
  items: readonly { file: string; slug: { vi: string; en: string } }[],
): string[] {
  const problems: string[] = [];
  for (const locale of ['vi', 'en'] as const) {
    const seen = new Map<string, string>();
    for (const item of items) {
      const slug = item.slug[locale];
      const other = seen.get(slug);
      if (other)
        problems.push(`${item.file}: slug.${locale}: "${slug}" is already used by ${other}`);
      else seen.set(slug, item.file);
    }
  }
  return problems;
}
