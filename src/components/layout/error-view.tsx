import type { ReactNode } from 'react';

export interface ErrorViewProps {
  statusCode: number;
  statusMessage: string;
  message: string;
  actions?: ReactNode;
}

/** The root error view: status code, status message and the error's message. */
export function ErrorView({ statusCode, statusMessage, message, actions }: ErrorViewProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-3 px-4 py-16 text-center">
      <p
        className="text-6xl font-extrabold text-primary-800 dark:text-primary-300"
        data-testid="error-status"
      >
        {statusCode}
      </p>
      <h1 className="text-2xl font-bold">{statusMessage}</h1>
      <p className="text-slate-700 dark:text-slate-300" data-testid="error-message">
        {message}
      </p>
      {actions ? <div className="mt-4 flex gap-3">{actions}</div> : null}
    </div>
  );
}

export function statusMessageFor(statusCode: number): string {
  return statusCode === 404 ? 'Page Not Found' : 'Internal Server Error';
}
