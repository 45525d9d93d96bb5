import { scriptJson } from '@/lib/script-json';

/** A schema.org JSON-LD block. `<` is escaped so content can never close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
  );
}
