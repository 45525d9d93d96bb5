// How the app expires cache tags after a committed write, wherever the write was made. Inside a
// request Next's `revalidateTag` records them with the request (its later reads see them too);
// outside one (the minute's sweep, a job, a script) it has no request and throws, so the process's
// cache handler records them directly (./redis-cache-handler.mjs, expireTagsNow).
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external.js';
import { expireTagsNow } from './redis-cache-handler.mjs';

/** True inside a request Next is answering (a route handler, a page render). */
function inRequest() {
  return Boolean(workAsyncStorage.getStore()?.incrementalCache);
}

/** Expires each tag at once (not 'max': an operator who saves and reloads sees the change). */
export async function expireTags(tags) {
  if (!inRequest()) return expireTagsNow(tags);
  const { revalidateTag } = await import('next/cache');
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
