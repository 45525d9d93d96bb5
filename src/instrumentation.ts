// Runs once when a Next.js server process starts: migrate and seed the store before the first
// request (DESIGN.md §6), so a schema problem fails the start instead of the first visitor.
export async function register(): Promise<void> {
  // NEXT_RUNTIME is set by Next itself, not configuration; it is read here rather than through
  // env.ts because env.ts (and the store) must never load in the edge runtime.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { getStore } = await import('./server/db');
    await getStore();
  }
}
