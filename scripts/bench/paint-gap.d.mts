// Types of paint-gap.mjs, for the TypeScript tests.
export interface PresentationGap {
  firstPaintMs: number;
  firstContentfulPaintMs: number;
  gapMs: number;
  mainThreadBusyMs: number;
}
export interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid?: number;
  tid?: number;
  args?: Record<string, unknown>;
}
export const LATE_PRESENTATION_MS: number;
export function paintPresentationGap(traceEvents: TraceEvent[]): PresentationGap | null;
export function shownLate(gap: PresentationGap | null | undefined): boolean;
