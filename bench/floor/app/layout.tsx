// The floor: the smallest App Router page of the same Next.js/React version as the site (plus an
// icon, so that no favicon.ico 404 lands in the console and skews Lighthouse best practices).
// The benchmark compares every site page against it; keep it bare (no CSS, no client code).
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: 'Trang cơ sở',
  description: 'Trang Next.js tối giản dùng làm mốc so sánh hiệu năng.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="vi">
      <body>{children}</body>
    </html>
  );
}
