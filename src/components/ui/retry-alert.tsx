import { Alert } from './alert';

export interface RetryAlertProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The gap between sentence and button: gap-2 inside a section, wider where it is the page. */
  gapClass?: string;
}

/** A load that failed: the sentence read out as an alert, and a button that loads again. */
export function RetryAlert({ message, retryLabel, onRetry, gapClass = 'gap-2' }: RetryAlertProps) {
  return (
    <div className={`flex flex-col items-start ${gapClass}`}>
      <Alert tone="error">{message}</Alert>
      <button type="button" className="nav-link border border-slate-300" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
