// The pages the service worker (src/app/sw.ts) keeps for use without a network. Shared with the
// soft navigation of links (src/lib/soft-navigation.ts), which leaves e-ticket pages to a full
// page load: an e-ticket page asks the worker to keep it from a script that runs on `load`.

/** An e-ticket page in either locale and either form (`/vi/ve-dien-tu/…`, `/en/e-ticket/…`). */
export const E_TICKET_PAGE = /^\/(?:vi|en)\/(?:e-ticket|ve-dien-tu)\/[A-Za-z0-9_-]+\/?$/;

/** The gate check-in console (`/vi/quan-tri/soat-ve`, `/en/admin/check-in`): it must open offline. */
export const GATE_PAGE = /^\/(?:vi\/quan-tri\/soat-ve|en\/admin\/check-in)\/?$/;
