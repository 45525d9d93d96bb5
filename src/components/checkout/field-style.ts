// The checkout forms' input look and ids, shared by the enhanced forms and the plain ones that
// work without JavaScript (server components cannot take values from a 'use client' module).

export const inputClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:aria-invalid:border-red-400';

/** The id of a field's input, from its name ("shipping.fullName" → "checkout-shipping-fullName"). */
export const fieldId = (name: string) => `checkout-${name.replace(/\./g, '-')}`;
