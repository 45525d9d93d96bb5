'use client';

// The review form's door: a button in the static page. The form's code (fields, validation,
// tRPC client) loads on first use — pointer over, focus or click — so the page's first-load
// JavaScript stays at this button.
import { useState, type ComponentType } from 'react';
import type { ReviewFormProps } from './review-form';
import { buttonClass } from '@/components/ui/button';

const loadForm = () => import('./review-form').then((m) => m.ReviewForm);

export function ReviewFormLauncher(props: ReviewFormProps & { openLabel: string }) {
  const { openLabel, ...formProps } = props;
  const [Form, setForm] = useState<ComponentType<ReviewFormProps> | null>(null);
  const [loading, setLoading] = useState(false);
  if (Form) return <Form {...formProps} />;
  const open = () => {
    setLoading(true);
    loadForm()
      .then((loaded) => setForm(() => loaded))
      .catch((error: unknown) => {
        setLoading(false);
        console.error('[reviews] the review form could not be loaded', error);
      });
  };
  return (
    <button
      type="button"
      onPointerEnter={() => void loadForm()}
      onFocus={() => void loadForm()}
      onClick={open}
      aria-busy={loading || undefined}
      className={buttonClass({ className: 'inline-flex items-center justify-center' })}
    >
      {openLabel}
    </button>
  );
}
