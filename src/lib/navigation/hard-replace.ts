// A full page load in place of the current history entry. For leaving a page for another that
// needs nothing from it (a route guard's redirect to the login): the client router's soft replace
// kept the old page's <title> in <head> beside the new one.
export function hardReplace(href: string): void {
  window.location.replace(href);
}
