'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { updateGate } from './use-gate-sync';
import { useGateCamera } from './use-gate-camera';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The gate's name, which every scan carries; kept on the phone for the day. */
export function GateNameField({ gate }: { gate: string }) {
  const t = useTranslations('AdminCheckIn');
  const id = `${useId()}-gate`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {t('gateLabel')}
      </label>
      <input
        id={id}
        type="text"
        maxLength={40}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        value={gate}
        onChange={(event) => {
          const next = event.target.value;
          updateGate((m) => ({ ...m, gate: next }));
        }}
        className="min-h-12 rounded-lg border border-slate-400 px-3 text-lg dark:border-slate-500 dark:bg-slate-900"
      />
      <p id={`${id}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
        {t('gateHint')}
      </p>
    </div>
  );
}

/** The camera (start, stop, its picture), an image file instead, and what went wrong. */
export function GateReaders({
  onToken,
  notice,
  onNotice,
}: {
  onToken: (token: string) => Promise<void>;
  notice: string | null;
  onNotice: (notice: string | null) => void;
}) {
  const t = useTranslations('AdminCheckIn');
  const { camera, videoRef, fileRef, startCamera, stopCamera, readFile } = useGateCamera(
    onToken,
    onNotice,
  );
  const fileId = `${useId()}-file`;
  return (
    <div className="flex flex-col gap-3">
      {camera ? (
        <Button variant="secondary" size="xl" onClick={stopCamera}>
          {t('stopCamera')}
        </Button>
      ) : (
        <Button variant="inverse" size="xl" onClick={() => void startCamera()}>
          {t('startCamera')}
        </Button>
      )}
      {camera ? (
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('cameraLabel')}
          className="aspect-square w-full rounded-lg bg-black object-cover"
        />
      ) : null}
      <label htmlFor={fileId} className="font-semibold">
        {t('fileLabel')}
      </label>
      <input
        id={fileId}
        ref={fileRef}
        type="file"
        accept="image/*"
        onChange={(event) => void readFile(event.target.files?.[0])}
        className="min-h-12 rounded-lg border border-slate-400 p-2 dark:border-slate-500"
      />
      {notice ? (
        <Alert tone="error" className="font-semibold">
          {notice}
        </Alert>
      ) : null}
    </div>
  );
}
