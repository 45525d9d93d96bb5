export interface LoadingOverlayProps {
  label: string;
}

/** Full-screen spinner with "Loading...", light or dark with the colour mode. */
export function LoadingOverlay({ label }: LoadingOverlayProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      className="fixed inset-0 z-50 noscript:hidden flex flex-col items-center justify-center gap-4 bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-primary-200 border-t-primary-700 motion-reduce:animate-none dark:border-slate-700 dark:border-t-primary-300"
      />
      <p className="text-base font-medium">{label}</p>
    </div>
  );
}
