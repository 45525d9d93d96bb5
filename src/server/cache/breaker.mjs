// A circuit breaker for the shared cache (Redis): after a failed command the cache is skipped for
// a few seconds, so a page costs what an uncached render costs instead of waiting out one command
// timeout per read and write. When the window is over one caller probes; its success closes the
// breaker, its failure opens it again.
/** How long the cache is skipped after a failure. */
export const OPEN_MS = 3_000;

export class Breaker {
  #openUntil = 0;
  #probing = false;
  #now;
  #openMs;

  constructor({ openMs = OPEN_MS, now = Date.now } = {}) {
    this.#openMs = openMs;
    this.#now = now;
  }

  /** True while failures keep the cache skipped (a probe in flight included). */
  get open() {
    return this.#probing || this.#now() < this.#openUntil;
  }

  /**
   * Whether a caller may use the cache now. Closed: yes. Open: no, until the window is over; then
   * the first caller is let through as the probe and the others wait for its result.
   */
  allows() {
    if (this.#openUntil === 0) return true;
    if (this.#probing || this.#now() < this.#openUntil) return false;
    this.#probing = true;
    return true;
  }

  succeeded() {
    this.#openUntil = 0;
    this.#probing = false;
  }

  failed() {
    this.#openUntil = this.#now() + this.#openMs;
    this.#probing = false;
  }
}
