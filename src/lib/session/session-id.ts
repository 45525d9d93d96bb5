/** Spec §9: the visitor session id is the time in base 36 plus a random suffix. */
export function createSessionId(
  now: number = Date.now(),
  random: () => number = Math.random,
): string {
  let suffix = '';
  while (suffix.length < 8) suffix += Math.floor(random() * 36).toString(36);
  return `${now.toString(36)}-${suffix}`;
}
