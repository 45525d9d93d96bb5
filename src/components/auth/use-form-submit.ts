'use client';

import { useState, type FormEvent } from 'react';
import { fromServerText, type FieldMessages, type Validation } from '@/lib/auth/validation';
import { fieldErrors, serverMessageOr } from '@/lib/trpc/errors';

export interface FormSubmitOptions<T, F extends string> {
  /** The form's fields, to pick the server's field errors. */
  fields: readonly F[];
  /** Reads and checks the form's values with the shared schema. */
  read(form: FormData): Validation<T, F>;
  /** Sends the checked values; throws the call's error on failure. */
  send(values: T): Promise<void>;
  /** Shown when the server gives no message of its own. */
  fallbackMessage: string;
  /** Names the form in the log when the call fails. */
  logLabel: string;
}

/**
 * The submit cycle of the account forms: nothing is sent until the values pass the schema; while
 * sending the form is pending; a failure shows the server's field errors and its message (or the
 * fallback) and is logged.
 */
export function useFormSubmit<T, F extends string>({
  fields,
  read,
  send,
  fallbackMessage,
  logLabel,
}: FormSubmitOptions<T, F>) {
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = read(new FormData(event.currentTarget));
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
      console.error(`[auth] ${logLabel} failed`, error);
      const server = fieldErrors(error);
      setErrors(
        Object.fromEntries(
          fields.map((f) => [f, fromServerText(server[f]?.[0])]),
        ) as FieldMessages<F>,
      );
      setFormError(serverMessageOr(error, fallbackMessage));
    } finally {
      setPending(false);
    }
  }

  return { errors, formError, pending, submit };
}
