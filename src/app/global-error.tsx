'use client';

import { fontVariables } from '@/app/fonts';
import { FONTS_READY_CLASS } from '@/lib/web-fonts';
import { ErrorView, statusMessageFor } from '@/components/layout/error-view';
import './globals.css';

type RootError = Error & { digest?: string; statusCode?: number };

/** Last-resort error page, when the locale layout itself failed; Vietnamese by default. */
export default function GlobalError({ error, reset }: { error: RootError; reset: () => void }) {
  const statusCode = error.statusCode ?? 500;
  return (
    <html lang="vi" className={`${fontVariables} ${FONTS_READY_CLASS}`}>
      <body className="flex min-h-dvh flex-col">
        <main id="main" className="flex flex-1">
          <ErrorView
            statusCode={statusCode}
            statusMessage={statusMessageFor(statusCode)}
            message={error.message}
            actions={
              <button
                type="button"
                onClick={reset}
                className="rounded-full bg-primary-500 px-5 py-2 font-semibold text-slate-950"
              >
                Thử lại
              </button>
            }
          />
        </main>
      </body>
    </html>
  );
}
