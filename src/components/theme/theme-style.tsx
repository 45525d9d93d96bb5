import { loadActiveTheme } from './theme-data';
import { themeCss } from './theme-css';

/**
 * The active theme's colours as CSS variables, rendered into <head> at build/regeneration time.
 * Renders nothing without a theme: the defaults of globals.css (primary amber #feb914) apply.
 */
export async function ThemeStyle() {
  const css = themeCss((await loadActiveTheme())?.colors);
  if (!css) return null;
  return <style id="theme-colors" dangerouslySetInnerHTML={{ __html: css }} />;
}
