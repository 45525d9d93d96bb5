'use client';

export interface QuantityStepperProps {
  id: string;
  value: number;
  min?: number;
  max: number;
  disabled?: boolean;
  labels: { quantity: string; decrease: string; increase: string };
  onChange(value: number): void;
}

const buttonClass =
  'inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 text-lg font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

/** − [n] + with 44 px targets; typing a number works too, kept within min..max. */
export function QuantityStepper({
  id,
  value,
  min = 1,
  max,
  disabled,
  labels,
  onChange,
}: QuantityStepperProps) {
  const clamp = (n: number) =>
    Math.min(Math.max(Number.isFinite(n) ? Math.trunc(n) : min, min), Math.max(min, max));
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={buttonClass}
        aria-label={labels.decrease}
        aria-controls={id}
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        aria-label={labels.quantity}
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(clamp(event.currentTarget.valueAsNumber))}
        className="h-11 w-16 rounded-lg border border-slate-300 bg-white text-center text-base text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
      <button
        type="button"
        className={buttonClass}
        aria-label={labels.increase}
        aria-controls={id}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </div>
  );
}
