export interface LoadingOverlayProps {
  label: string;
}

/**
 * Spinner with "Loading...", light or dark with the colour mode, over the client area that is
 * starting (ClientArea): it covers that area only, never the server-rendered header, heading,
 * footer or notices around it, so a slow phone paints the page at once and only the part that
 * waits for its data says so. In an area kept small (ClientArea's reserveIf) it is one row.
 */
export function LoadingOverlay({ label }: LoadingOverlayProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      className="absolute inset-0 z-30 noscript:hidden flex flex-col items-center justify-start gap-4 bg-white pt-16 text-slate-900 group-data-[room=none]/area:flex-row group-data-[room=none]/area:pt-4 dark:bg-slate-950 dark:text-slate-100"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-primary-200 border-t-primary-700 motion-reduce:animate-none dark:border-slate-700 dark:border-t-primary-300"
      />
      <p className="text-base font-medium">{label}</p>
    </div>
  );
}
