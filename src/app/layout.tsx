import type { ReactNode } from 'react';
import './globals.css';

// <html> and <body> live in [locale]/layout.tsx, where the locale is known (next-intl pattern).
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
