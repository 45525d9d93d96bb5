import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'success' | 'info';

/**
 * How loud the message looks: `text` is a coloured sentence in the flow, `panel` a filled block
 * (a console step's outcome), `boxed` a framed block above a form's button.
 */
export type AlertLook = 'text' | 'panel' | 'boxed';

const LOOKS: Record<AlertLook, Record<AlertTone, string>> = {
  text: {
    error: 'text-red-800 dark:text-red-300',
    success: 'text-green-800 dark:text-green-300',
    info: '',
  },
  panel: {
    error: 'rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-200',
    success: 'rounded-lg bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-200',
    info: 'rounded-lg bg-amber-50 p-4 text-amber-950',
  },
  boxed: {
    error:
      'rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
    success:
      'rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
    info: 'rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900',
  },
};

export interface AlertProps {
  /**
   * `error` is read out at once (role=alert): something the visitor just did failed. `success`
   * and `info` are outcomes and notes, read out politely (role=status).
   */
  tone: AlertTone;
  look?: AlertLook;
  /** A block (div) when it holds more than a sentence, such as a link or a button. */
  as?: 'p' | 'div';
  /** Layout only (margins, width); the look comes from tone and look. */
  className?: string;
  children: ReactNode;
}

/** A message after an action, in the role that fits it. No client code: plain forms use it too. */
export function Alert({ tone, look = 'text', as: Tag = 'p', className, children }: AlertProps) {
  return (
    <Tag
      role={tone === 'error' ? 'alert' : 'status'}
      className={[LOOKS[look][tone], className].filter(Boolean).join(' ') || undefined}
    >
      {children}
    </Tag>
  );
}
