import type { ButtonHTMLAttributes } from 'react';

/**
 * The looks a button takes on this site. Each keeps the contrast it was checked with: dark text on
 * the brand colour, white on the dark blues and reds.
 */
const VARIANTS = {
  /** The page's main action (order, pay, send): the brand colour with dark text. */
  primary: 'bg-primary-500 text-slate-950 hover:bg-primary-400',
  /** The orders console's steps: dark blue with white text. */
  console: 'bg-sky-800 text-white hover:bg-sky-900',
  /** A second choice beside a main one, or a step back: an outline. */
  secondary:
    'border border-slate-400 hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800',
  /** A lighter outline, for "no" and "back" beside a decision. */
  subtle: 'border border-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800',
  /** The "yes" of an irreversible step. */
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** A refusal offered beside a main action (reject a request). */
  'danger-outline':
    'border border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950',
  /** The one big action of a full-width tool (start the gate's camera). */
  inverse: 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900',
} as const;

const SIZES = {
  /** 44 px tall, the phone-first minimum. */
  md: 'min-h-11 px-5',
  /** The console's dense lists: still 44 px tall, smaller text. */
  sm: 'min-h-11 px-4 py-2 text-sm',
  /** The gate's secondary tools, used at arm's length. */
  lg: 'min-h-12 px-4',
  /** The gate's main tool (the camera). */
  xl: 'min-h-14 px-4 text-lg',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (width, margins, alignment): the look comes from variant and size. */
  className?: string;
}

/** A button's classes, for the links that look like buttons and the controls built elsewhere. */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonLook = {}) {
  return [
    SIZES[size],
    'rounded-lg font-semibold disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook;

/**
 * The site's button. No client code: the plain forms rendered on the server use it too. `type`
 * defaults to "button", so only a form's own submit submits.
 */
export function Button({ variant, size, className, type = 'button', ...button }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...button} />;
}
