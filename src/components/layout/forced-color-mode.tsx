'use client';

import { useEffect } from 'react';
import { forceColorMode } from '@/lib/color-mode';

/**
 * Put `<ForcedColorMode mode="dark" />` on a page to pin its colour mode while it is shown (the
 * visitor's choice is kept and comes back on the next page). `system` is refused with a warning.
 */
export function ForcedColorMode({ mode }: { mode: 'light' | 'dark' | 'system' }) {
  useEffect(() => forceColorMode(mode), [mode]);
  return null;
}
