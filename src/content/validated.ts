// Every generated collection validated once per process (src/content/load.ts), for pages
// (src/content/collections.ts) and for the services' projections (src/content/sellable.ts)
// alike. Not server-only, like src/content/generated.ts: jest and the tsx child processes of the
// concurrency tests load it.
import { generatedContent } from './generated';
import { loadAll, type LoadedContent } from './load';

let loaded: LoadedContent | undefined;

/** Validated content; the first call validates everything, so a bad file fails the build. */
export function validatedContent(): LoadedContent {
  loaded ??= loadAll(generatedContent);
  return loaded;
}
