import { themeCss, type ThemeColors } from '@/lib/theme-css';

/**
 * The active theme's colours as CSS variables, rendered into <head> at build/regeneration time
 * (the layout reads the theme and passes its colours). Renders nothing without a theme: the
 * defaults of globals.css (primary amber #feb914) apply.
 */
export function ThemeStyle({ colors }: { colors: ThemeColors | undefined }) {
  const css = themeCss(colors);
  if (!css) return null;
  return <style id="theme-colors" dangerouslySetInnerHTML={{ __html: css }} />;
}
