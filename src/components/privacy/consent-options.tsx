'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { ConsentChoices } from '@/lib/consent/consent';
import type { ConsentTexts } from './consent-banner';

// The banner's "options" form: shown only after a click (its button or the footer's privacy
// settings link), so consent-banner.tsx loads it then instead of with every page.

export function ConsentOptions({
  texts,
  initial,
  onSave,
  saveClass,
  focusFirst,
}: {
  texts: ConsentTexts;
  initial: ConsentChoices | undefined;
  onSave: (choices: ConsentChoices) => void;
  saveClass: string;
  /** Opened from the footer: focus moves to the first choice once the form is there. */
  focusFirst: boolean;
}) {
  // Nothing is ticked in advance: a visitor's earlier answer only, when they change it.
  const [analytics, setAnalytics] = useState(initial?.analytics ?? false);
  const [advertising, setAdvertising] = useState(initial?.advertising ?? false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusFirst) formRef.current?.querySelector<HTMLElement>('input:not(:disabled)')?.focus();
    // Once, when the form arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form
      ref={formRef}
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ analytics, advertising });
      }}
    >
      <fieldset className="space-y-2">
        <legend className="font-semibold">{texts.purposes}</legend>
        <Purpose label={texts.necessary} hint={texts.necessaryHint} checked disabled />
        <Purpose
          label={texts.analytics}
          hint={texts.analyticsHint}
          checked={analytics}
          onChange={setAnalytics}
        />
        <Purpose
          label={texts.advertising}
          hint={texts.advertisingHint}
          checked={advertising}
          onChange={setAdvertising}
        />
      </fieldset>
      <button type="submit" className={`${saveClass} mt-3`}>
        {texts.save}
      </button>
    </form>
  );
}

function Purpose({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      </div>
    </div>
  );
}
