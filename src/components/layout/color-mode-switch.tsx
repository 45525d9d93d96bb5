'use client';

import { useSyncExternalStore } from 'react';
import {
  colorModes,
  getColorMode,
  setColorMode,
  subscribeColorMode,
  type ColorMode,
} from '@/lib/color-mode';

export interface ColorModeSwitchProps {
  label: string;
  labels: Record<ColorMode, string>;
}

const icons: Record<ColorMode, string> = { light: '☀', dark: '☾', auto: '◐' };

/** Three radio-like buttons; the server renders none pressed (it cannot know the stored mode). */
export function ColorModeSwitch({ label, labels }: ColorModeSwitchProps) {
  const mode = useSyncExternalStore<ColorMode | null>(subscribeColorMode, getColorMode, () => null);
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-full border border-slate-300 p-0.5 dark:border-slate-600"
    >
      {colorModes.map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          title={labels[m]}
          onClick={() => setColorMode(m)}
          className="inline-flex size-8 items-center justify-center rounded-full text-sm aria-pressed:bg-slate-900 aria-pressed:text-white dark:aria-pressed:bg-slate-100 dark:aria-pressed:text-slate-950"
        >
          <span aria-hidden="true">{icons[m]}</span>
          <span className="sr-only">{labels[m]}</span>
        </button>
      ))}
    </div>
  );
}
