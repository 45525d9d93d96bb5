// floor+ (DESIGN.md §10): the floor plus what every page of ours must carry and a bare page does
// not, so that LCP and requests/s compare like with like: a style sheet of our size (site.css is
// the site's own built CSS, copied in by scripts/bench/builds.mjs at bench time), a preloaded hero
// image of our hero's bytes (page.tsx) and a pass-through edge middleware (middleware.ts).
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './site.css';

export const metadata: Metadata = {
  title: 'Trang cơ sở+',
  description: 'Trang Next.js tối giản kèm CSS, ảnh chính và middleware, dùng làm mốc so sánh.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="vi">
      <body>{children}</body>
    </html>
  );
}
