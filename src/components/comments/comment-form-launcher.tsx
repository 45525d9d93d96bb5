'use client';

// "Write a comment" and each comment's "Reply": buttons in the static post. The form's code loads
// on first use (pointer over, focus or click), so the post's first-load JavaScript stays small;
// for that too the button's look comes from the server (comment-section.tsx), not from ui/button.
import { useRef, useState, type ComponentType } from 'react';
import type { CommentFormProps } from './comment-form';

const loadForm = () => import('./comment-form').then((m) => m.CommentForm);

export interface CommentFormLauncherProps extends Omit<CommentFormProps, 'onCancel'> {
  label: string;
  /** The accessible name when it differs from the label ("Trả lời Minh"). */
  accessibleLabel?: string;
  /** The button's classes (comment-section.tsx: a primary button, or a link for "Reply"). */
  className: string;
}

export function CommentFormLauncher({
  label,
  accessibleLabel,
  className,
  ...formProps
}: CommentFormLauncherProps) {
  const [Form, setForm] = useState<ComponentType<CommentFormProps> | null>(null);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const show = () => {
    loadForm()
      .then((loaded) => {
        setForm(() => loaded);
        setOpen(true);
      })
      .catch((error: unknown) => console.error('[comments] the form could not be loaded', error));
  };
  const close = () => {
    setOpen(false);
    // Back to the button that opened it.
    requestAnimationFrame(() => buttonRef.current?.focus());
  };

  if (Form && open) {
    return <Form {...formProps} onCancel={formProps.parentId ? close : undefined} />;
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={accessibleLabel}
      onPointerEnter={() => void loadForm()}
      onFocus={() => void loadForm()}
      onClick={show}
      className={className}
    >
      {label}
    </button>
  );
}
