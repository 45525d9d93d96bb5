'use client';

import { useState, type FormEvent } from 'react';
import { fromServer, type FieldMessages, type Validation } from '@/lib/auth/validation';
import { fieldErrors, fieldIssues } from '@/lib/trpc/errors';

export interface FormSubmitOptions<T, F extends string> {
  /** The form's fields, to pick the server's field errors. */
  fields: readonly F[];
  /** Checks the form's values with the shared schema; `text` reads a field as the form holds it. */
  read(text: (name: F) => string): Validation<T, F>;
  /** Sends the checked values; throws the call's error on failure. */
  send(values: T): Promise<void>;
  /** The form's message for a failed send: the server's own, or a fixed text, as the spec says. */
  failureMessage(error: unknown): string;
  /** Names the form in the log when the call fails ("[auth] login"). */
  logLabel: string;
}

/**
 * The submit cycle of the account forms (login, register, profile): nothing is sent until the
 * values pass the schema; while sending the form is pending; a failure shows the server's field
 * errors and the form's failure message, and is logged.
 */
export function useFormSubmit<T, F extends string>({
  fields,
  read,
  send,
  failureMessage,
  logLabel,
}: FormSubmitOptions<T, F>) {
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = read((name) => String(form.get(name) ?? ''));
    setFormError(null);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await send(result.data);
    } catch (error) {
      console.error(`${logLabel} failed`, error);
      const texts = fieldErrors(error);
      const issues = fieldIssues(error);
      setErrors(
        Object.fromEntries(
          fields.map((f) => [f, fromServer(issues[f], texts[f]?.[0])]),
        ) as FieldMessages<F>,
      );
      setFormError(failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  return { errors, formError, pending, submit };
}
