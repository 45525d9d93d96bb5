'use client';

// "Request a quote": the opener of the price-quote dialog, for services priced on request and for
// groups too large for online tickets. Place it anywhere with the texts from leadTexts(locale)
// (./lead-texts.ts); the dialog's code loads on first use. Focus returns here when it closes.
import { useRef, useState, type ComponentType } from 'react';
import type { ErrorTexts } from './error-texts';
import type { QuoteDialogProps, QuoteTexts } from './quote-dialog';
import { buttonClass } from '@/components/ui/button';

const loadDialog = () => import('./quote-dialog').then((m) => m.QuoteDialog);

export interface QuoteButtonProps {
  locale: 'vi' | 'en';
  label: string;
  subject?: string;
  defaults?: QuoteDialogProps['defaults'];
  texts: QuoteTexts;
  errorTexts: ErrorTexts;
  className?: string;
}

export function QuoteButton({ label, className, ...dialogProps }: QuoteButtonProps) {
  const [Dialog, setDialog] = useState<ComponentType<QuoteDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const show = () => {
    loadDialog()
      .then((loaded) => {
        setDialog(() => loaded);
        setOpen(true);
      })
      .catch((error: unknown) => console.error('[leads] the quote dialog could not load', error));
  };
  const closed = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={show}
        className={
          className ?? buttonClass({ className: 'inline-flex items-center justify-center' })
        }
      >
        {label}
      </button>
      {Dialog && open ? <Dialog {...dialogProps} onClosed={closed} /> : null}
    </>
  );
}
