'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getTrpcClient } from '@/lib/trpc/client';

/**
 * The mail's "Không cần nữa" link lands here: one button confirms, so a mail scanner that opens
 * links leaves nobody's place.
 */
export function WaitlistLeave({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useTranslations('Tickets');
  const [state, setState] = useState<'idle' | 'sending' | 'left' | 'failed'>('idle');

  async function leave() {
    setState('sending');
    try {
      await getTrpcClient().waitlist.leave.mutate({ token });
      setState('left');
      onDone();
    } catch (error) {
      console.error('[tickets] waitlist.leave failed', error);
      setState('failed');
    }
  }

  return (
    <section
      aria-labelledby="waitlist-leave"
      className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id="waitlist-leave" className="text-xl font-semibold">
        {t('waitlistLeaveHeading')}
      </h2>
      <div aria-live="polite">
        {state === 'left' ? <Alert tone="success">{t('waitlistLeft')}</Alert> : null}
        {state === 'failed' ? <Alert tone="error">{t('waitlistLeaveError')}</Alert> : null}
      </div>
      {state !== 'left' ? (
        <>
          <p className="mt-2">{t('waitlistLeaveIntro')}</p>
          <Button
            type="button"
            className="mt-3"
            disabled={state === 'sending'}
            onClick={() => void leave()}
          >
            {t('waitlistLeave')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
