// Operators' redirects for the 404 route (DESIGN.md §4): a path no page answers is looked up in
// the store before the 404 is rendered, through the same lookup as routeRules.getByPath, so the
// page and the navigation check always agree. Read per request (the answer is cached in the store's
// read cache for a few seconds), never at build time.
import 'server-only';
import { getServerCaller } from '../caller';

export interface MissingPathRedirect {
  location: string;
  permanent: boolean;
}

/** The stored or committed redirect of `path`, or null (none, or the store could not be read). */
export async function loadRedirectFor(path: string): Promise<MissingPathRedirect | null> {
  try {
    const answer = await (await getServerCaller()).routeRules.getByPath({ path });
    if (!answer.redirect) return null;
    return { location: answer.redirect.location, permanent: answer.redirect.permanent };
  } catch (error) {
    console.error(`[redirects] routeRules.getByPath(${path}) failed; answering 404`, error);
    return null;
  }
}
