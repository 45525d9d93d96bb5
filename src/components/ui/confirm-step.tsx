'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';

/**
 * The second step of an irreversible action: a question, a "yes" that acts and a "no" that
 * steps back. A group labelled by its question; focus moves to the question when it appears, so a
 * screen reader hears what is asked and a keyboard user tabs straight to the answers.
 */
export function ConfirmStep({
  question,
  children,
  yes,
  no,
  busy = false,
  onYes,
  onNo,
  className = 'mt-3 space-y-2',
}: {
  question: string;
  /** Anything to read before answering (a warning, the facts to be recorded). */
  children?: ReactNode;
  yes: string;
  no: string;
  busy?: boolean;
  onYes: () => void;
  onNo: () => void;
  className?: string;
}) {
  const questionId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={questionId} className={className}>
      <p id={questionId} ref={questionRef} tabIndex={-1} className="font-medium">
        {question}
      </p>
      {children}
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" disabled={busy} onClick={onYes}>
          {yes}
        </Button>
        <Button variant="subtle" onClick={onNo}>
          {no}
        </Button>
      </div>
    </div>
  );
}
