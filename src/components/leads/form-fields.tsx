'use client';

// The markup the community and lead forms share: a labelled field whose error is tied to it
// (aria-describedby) and announced; the form's end: honeypot, send button, announced outcome. No
// validation or client code here, so a form can render before its checking code
// (./form-check.ts) has loaded.
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { SendStatus, SendTexts } from './use-form-send';
import { buttonClass } from '@/components/ui/button';

export const inputClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:aria-invalid:border-red-400';

/** A field's label, hint and error, and its control's id and name. */
export interface FieldFrame {
  id: string;
  /** The control's name in the form data (none for a control the form does not send). */
  name?: string;
  label: string;
  hint?: string;
  error?: string;
}

export interface FieldProps extends FieldFrame {
  /** The control, given its id, name, description and invalid state. */
  children: (control: {
    id: string;
    name?: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
  }) => ReactNode;
}

/** A label, a control and its error, tied together (aria-describedby) and read out on change. */
export function Field({ id, name, label, hint, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        name,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <p
        id={errorId}
        aria-live="polite"
        className="text-sm text-red-700 empty:hidden dark:text-red-300"
      >
        {error ?? ''}
      </p>
    </div>
  );
}

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldFrame & { name: string };

/** A Field whose control is an input in the forms' style; `className` adds to it (`w-fit`). */
export function TextField({ id, name, label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} name={name} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          {...input}
          className={className ? `${inputClass} ${className}` : inputClass}
        />
      )}
    </Field>
  );
}

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  FieldFrame & { name: string };

/** A Field whose control is a textarea in the forms' style. */
export function TextAreaField({ id, name, label, hint, error, ...textarea }: TextAreaFieldProps) {
  return (
    <Field id={id} name={name} label={label} hint={hint} error={error}>
      {(control) => <textarea {...control} {...textarea} className={inputClass} />}
    </Field>
  );
}

/** A person's name, required; the browser may fill it in. */
export function NameField(props: TextFieldProps) {
  return <TextField autoComplete="name" required {...props} />;
}

/** An email address, required; the browser may fill it in. */
export function EmailField(props: TextFieldProps) {
  return <TextField type="email" autoComplete="email" required {...props} />;
}

/** A day, required, with the browser's date picker, as wide as a date. */
export function DateField(props: TextFieldProps) {
  return <TextField type="date" required className="w-fit" {...props} />;
}

/** The texts the contact form and the quote dialog share (`Leads` messages). */
export interface LeadFormTexts extends SendTexts {
  fullName: string;
  email: string;
  phone: string;
  message: string;
  optional: string;
}

export interface HoneypotProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

/**
 * The hidden `website` field: off screen and out of the tab order, so people never fill it;
 * the server pretends success and stores nothing when it is filled.
 */
export function Honeypot({ label, id }: HoneypotProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Focus on the form's first input a person fills in (the honeypot is out of the tab order). */
export function focusFirstInput(form: HTMLFormElement | null) {
  form?.querySelector<HTMLInputElement>('input:not([tabindex="-1"])')?.focus();
}

/** The form's outcome, announced: success politely, failure as an alert. */
export function FormStatus({ status }: { status: SendStatus }) {
  return (
    <>
      <p
        role="status"
        className="text-sm font-medium text-emerald-800 empty:hidden dark:text-emerald-300"
      >
        {status?.kind === 'ok' ? status.text : ''}
      </p>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {status?.kind === 'error' ? status.text : ''}
      </p>
    </>
  );
}

const sendClass = buttonClass({ className: 'inline-flex items-center justify-center' });

/** The send button: disabled while the form is sent, and saying so. */
export function SendButton({
  busy,
  texts,
}: {
  busy: boolean;
  texts: Pick<SendTexts, 'send' | 'sending'>;
}) {
  return (
    <button type="submit" disabled={busy} className={sendClass}>
      {busy ? texts.sending : texts.send}
    </button>
  );
}

/** How the community and lead forms end: the honeypot, the send button, the outcome. */
export function FormEnd({
  id,
  busy,
  status,
  texts,
}: {
  /** The form's id (useFormSend's), which the honeypot's is made from. */
  id: string;
  busy: boolean;
  status: SendStatus;
  texts: Pick<SendTexts, 'honeypot' | 'send' | 'sending'>;
}) {
  return (
    <>
      <Honeypot id={`${id}-website`} label={texts.honeypot} />
      <div>
        <SendButton busy={busy} texts={texts} />
      </div>
      <FormStatus status={status} />
    </>
  );
}
