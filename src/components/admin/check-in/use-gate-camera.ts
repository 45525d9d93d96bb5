'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readQr } from './qr-reader';
import { unlockVerdictSound } from './verdict-sound';

const CAMERA_INTERVAL_MS = 300;

/**
 * The two ways a ticket reaches the gate: the camera, read every 300 ms while it runs, and an
 * image file. Each hands a decoded token to `onToken` and says what went wrong through `onNotice`.
 */
export function useGateCamera(
  onToken: (token: string) => Promise<void>,
  onNotice: (notice: string | null) => void,
) {
  const t = useTranslations('AdminCheckIn');
  const [camera, setCamera] = useState<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const busy = useRef(false);

  const stopCamera = useCallback(() => {
    camera?.getTracks().forEach((track) => track.stop());
    setCamera(null);
  }, [camera]);

  useEffect(() => {
    const video = videoRef.current;
    if (!camera || !video) return;
    video.srcObject = camera;
    void video
      .play()
      .catch((error: unknown) => console.error('[check-in] video play failed', error));
    const timer = window.setInterval(() => {
      if (busy.current || video.readyState < 2) return;
      busy.current = true;
      readQr(video)
        .then((token) => (token ? onToken(token) : undefined))
        .catch((error: unknown) => console.error('[check-in] camera frame unreadable', error))
        .finally(() => {
          busy.current = false;
        });
    }, CAMERA_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [camera, onToken]);

  useEffect(() => () => camera?.getTracks().forEach((track) => track.stop()), [camera]);

  const startCamera = async () => {
    unlockVerdictSound();
    onNotice(null);
    try {
      setCamera(
        await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        }),
      );
    } catch (error) {
      console.error('[check-in] camera refused', error);
      onNotice(t('cameraError'));
    }
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    unlockVerdictSound();
    try {
      const bitmap = await createImageBitmap(file);
      const token = await readQr(bitmap);
      bitmap.close();
      if (token) await onToken(token);
      else onNotice(t('noQr'));
    } catch (error) {
      console.error('[check-in] image unreadable', error);
      onNotice(t('decoderError'));
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return { camera: camera !== null, videoRef, fileRef, startCamera, stopCamera, readFile };
}
