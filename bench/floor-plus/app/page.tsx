// The floor's heading and paragraph over a full-width hero: the same source picture as the site's
// home hero (public/hero.webp, copied at bench time), through the same next/image optimizer and
// widths, preloaded with high fetch priority as the site's Hero does.
import Image from 'next/image';

export default function Page() {
  return (
    <main>
      <section style={{ position: 'relative', minHeight: '26rem' }}>
        <Image src="/hero.webp" alt="Cáp treo" fill preload fetchPriority="high" sizes="100vw" />
      </section>
      <h1>Trang cơ sở</h1>
      <p>
        Trang này chỉ có một tiêu đề và một đoạn văn, dùng làm mốc so sánh cho các trang của site.
      </p>
    </main>
  );
}
