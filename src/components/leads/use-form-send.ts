'use client';

// The submit cycle the community and lead forms share (reviews, comments, quotes, contact): check
// the values with the procedure's own schema, messages in the page's language; send; then reset
// the form and say so, or show the server's field errors, "too many", or the general error.
import { useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { check, ErrorTexts, FormErrors } from './form-check';

export type SendStatus = { kind: 'ok' | 'error'; text: string } | null;

/** The checking helpers (./form-check.ts): passed in, so a form may load them on first use. */
export interface SendKit {
  check: typeof check;
  isTooMany: (error: unknown) => boolean;
  serverErrors: (error: unknown, texts: ErrorTexts) => FormErrors;
}

/** The texts of sending, under the same names in every community and lead form. */
export interface SendTexts {
  send: string;
  /** The send button's text while the form is sent. */
  sending: string;
  success: string;
  invalidForm: string;
  tooMany: string;
  /** Anything else went wrong (the network, the server). */
  error: string;
  /** The hidden honeypot field's label. */
  honeypot: string;
}

export interface SendOptions {
  /** After a successful send and the form's reset (clear state the reset does not reach). */
  onSent?: () => void;
  /** Move focus to the first field with an error (a dialog, where the message may be out of view). */
  focusFirstError?: boolean;
}

/** Reads a form field as text (an empty string when it is absent). */
export type ReadText = (name: string) => string;

/** A field's id, name and error, spread on a Field or TextField (./form-fields.tsx). */
export interface FieldWiring {
  id: string;
  name: string;
  error?: string;
}

export function useFormSend(texts: SendTexts, errorTexts: ErrorTexts) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [status, setStatus] = useState<SendStatus>(null);
  const [busy, setBusy] = useState(false);

  /**
   * The <form>'s own props, spread on it: its ref; no browser validation (the schema's messages
   * show instead); onSubmit, which stops the browser's submit, does nothing while a send is under
   * way and hands `submit` the form's fields as text.
   */
  const formProps = (submit: (text: ReadText) => Promise<void>) => ({
    ref: formRef,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      const form = new FormData(event.currentTarget);
      return submit((name) => String(form.get(name) ?? ''));
    },
  });

  /** Checks `values` with `schema`, then `deliver`s them (it gets the checked data). */
  async function send<S extends z.ZodType>(
    kit: SendKit,
    schema: S,
    values: Record<string, unknown>,
    deliver: (checked: z.output<S>) => Promise<unknown>,
    options: SendOptions = {},
  ): Promise<void> {
    const checked = kit.check(schema, values, errorTexts);
    if (!checked.ok) {
      setErrors(checked.errors);
      setStatus({ kind: 'error', text: texts.invalidForm });
      const first = Object.keys(checked.errors)[0];
      if (options.focusFirstError && first) {
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      }
      return;
    }
    setErrors({});
    setBusy(true);
    setStatus(null);
    try {
      await deliver(checked.data);
      formRef.current?.reset();
      options.onSent?.();
      setStatus({ kind: 'ok', text: texts.success });
    } catch (error) {
      const fromServer = kit.serverErrors(error, errorTexts);
      setErrors(fromServer);
      setStatus({
        kind: 'error',
        text: kit.isTooMany(error)
          ? texts.tooMany
          : Object.keys(fromServer).length
            ? texts.invalidForm
            : texts.error,
      });
    } finally {
      setBusy(false);
    }
  }

  /** A field's wiring: its id is the form's id and `idSuffix` (the name, unless the form's differ). */
  const field = (name: string, idSuffix = name): FieldWiring => ({
    id: `${id}-${idSuffix}`,
    name,
    error: errors[name],
  });

  return { id, formRef, formProps, errors, field, status, setStatus, busy, send };
}
