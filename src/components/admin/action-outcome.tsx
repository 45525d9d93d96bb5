'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/alert';

/**
 * The outcome of a console step: `done` shows a notice, `failed` an alert, each in place of the
 * other, and both call `settled` so the screen reloads what the step may have changed.
 */
export function useActionOutcome(settled: () => void) {
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  return {
    notice,
    alert,
    done(message: string) {
      setAlert(null);
      setNotice(message);
      settled();
    },
    failed(message: string) {
      setNotice(null);
      setAlert(message);
      settled();
    },
    /** Hides the last notice while a new step runs. */
    clearNotice() {
      setNotice(null);
    },
  };
}

/** The last outcome, read out when it changes: a notice as a status, a failure as an alert. */
export function ActionOutcome({ notice, alert }: { notice: string | null; alert: string | null }) {
  return (
    <div aria-live="polite">
      {notice ? (
        <Alert tone="success" look="panel">
          {notice}
        </Alert>
      ) : null}
      {alert ? (
        <Alert tone="error" look="panel">
          {alert}
        </Alert>
      ) : null}
    </div>
  );
}
