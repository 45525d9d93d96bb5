// Client-side navigation for the site's plain links. Every internal link is a plain <a> in the
// server's HTML: nothing to hydrate per link, and no next/link code (about 3.5 kB gzip) in the
// first load. Once the site runtime has started, one listener on the document turns a plain
// click on an internal link into a router push, as next/link did with prefetch off (every link
// had it off): the layout, the cart badge and the loaded scripts stay. Before that, and for
// whatever is left to the browser below, a click is an ordinary page load.
import { E_TICKET_PAGE } from '@/lib/offline-pages';

/**
 * The same-origin URL a click follows in this tab, or null when the click is not a plain one on
 * such a link: already handled (defaultPrevented), another button or a modifier (new tab or
 * window, download), a link with a target of its own or `download`, or one to another origin.
 */
export function followedLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * The href to push for a followed link, or null to leave it to the browser: an API route or a
 * file (`/api/…`, `….ics`) is not a page; an e-ticket page asks the service worker to keep it
 * from a script that runs on `load`, so it must load as a document to open offline at the gate;
 * and a link to a fragment of this same page is the browser's to scroll to.
 */
export function softNavigationTarget(url: URL, here: URL): string | null {
  if (url.pathname.startsWith('/api/')) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (E_TICKET_PAGE.test(url.pathname)) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Starts soft navigation with the router's `push`; returns the function that stops it. */
export function startSoftNavigation(push: (href: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const url = followedLink(event);
    if (!url) return;
    const href = softNavigationTarget(url, new URL(window.location.href));
    if (href === null) return;
    event.preventDefault();
    push(href);
  };
  // Bubbling, after React's own handlers and the build watcher (which takes the click first,
  // during capture, once a new build is out), so a click either of them handled is left alone.
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
