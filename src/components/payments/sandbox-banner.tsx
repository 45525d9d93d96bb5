'use client';

import { useEffect, useState } from 'react';
import { getTrpcClient } from '@/lib/trpc/client';

/**
 * "Thanh toán thử nghiệm — không trừ tiền" while the deployment's payments go to the local
 * sandbox. Asked at run time (payment.mode): a build does not know where it will be deployed.
 */
export function SandboxBanner({ label }: { label: string }) {
  const [sandbox, setSandbox] = useState(false);
  useEffect(() => {
    let live = true;
    getTrpcClient()
      .payment.mode.query()
      .then((mode) => {
        if (live) setSandbox(mode.sandbox);
      })
      .catch((error: unknown) => console.warn('[payments] payment mode unavailable', error));
    return () => {
      live = false;
    };
  }, []);
  if (!sandbox) return null;
  return (
    <p
      role="note"
      data-testid="sandbox-banner"
      className="rounded-lg bg-amber-100 px-4 py-2 text-center font-semibold text-amber-950"
    >
      {label}
    </p>
  );
}
