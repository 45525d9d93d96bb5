/** A marker placed in percent of the map picture, as content/map.yaml writes it. */
export interface MarkerPoint {
  id: string;
  x: number;
  y: number;
}

/** The narrowest map the site draws: a 390 px phone minus the page's 1 rem gutters. */
export const PHONE_MAP = { width: 358, height: 358 * (1000 / 1600), marker: 28 } as const;

/**
 * Pairs of markers whose square boxes (`marker` px, plus `gap`) would touch on a map drawn
 * `width` × `height` px: one would hide the other and steal its taps.
 */
export function overlappingMarkers(
  points: readonly MarkerPoint[],
  { width, height, marker }: { width: number; height: number; marker: number },
  gap = 2,
): [string, string][] {
  const pairs: [string, string][] = [];
  points.forEach((a, i) => {
    for (const b of points.slice(i + 1)) {
      const dx = (Math.abs(a.x - b.x) / 100) * width;
      const dy = (Math.abs(a.y - b.y) / 100) * height;
      if (dx < marker + gap && dy < marker + gap) pairs.push([a.id, b.id]);
    }
  });
  return pairs;
}
