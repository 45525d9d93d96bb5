import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { refusalOf, refusalValues } from '@/lib/errors/refusal';

/**
 * A refusal in the page's locale (`Refusals.<key>`), else `fallback` (network failures, zod
 * errors, crashes). The page must pass the `Refusals` namespace (its PickedMessages).
 */
export function useRefusalMessage(): (error: unknown, fallback: string) => string {
  const t = useTranslations('Refusals');
  return useCallback(
    (error: unknown, fallback: string) => {
      const { reason, details } = refusalOf(error);
      return reason ? t(reason, refusalValues(details)) : fallback;
    },
    [t],
  );
}
