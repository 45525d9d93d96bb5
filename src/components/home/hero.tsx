import { Picture } from '@/components/content/picture';
import type { ImageView } from '@/content/collections';

/** The home page's first screen: the LCP picture is preloaded with high fetch priority. */
export function Hero({
  image,
  title,
  lead,
  primary,
  secondary,
}: {
  image: ImageView;
  title: string;
  lead: string;
  primary: { href: string; label: string };
  secondary: { href: string; label: string };
}) {
  return (
    <section className="relative isolate overflow-hidden bg-slate-900" aria-labelledby="hero-title">
      <Picture
        src={image.src}
        alt={image.alt}
        fill
        preload
        fetchPriority="high"
        sizes="100vw"
        className="-z-10 object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/85 via-slate-950/45 to-slate-950/10" />
      <div className="mx-auto flex min-h-[26rem] max-w-6xl flex-col justify-end px-4 py-12 sm:min-h-[32rem]">
        <h1
          id="hero-title"
          className="max-w-3xl text-4xl font-bold tracking-tight text-white sm:text-5xl"
        >
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white">{lead}</p>
        <p className="mt-8 flex flex-wrap gap-3">
          <a
            href={primary.href}
            className="rounded-full bg-primary-500 px-6 py-3 font-semibold text-slate-950 no-underline hover:bg-primary-400"
          >
            {primary.label}
          </a>
          <a
            href={secondary.href}
            className="rounded-full border border-white bg-slate-950/40 px-6 py-3 font-semibold text-white no-underline hover:bg-slate-950/70"
          >
            {secondary.label}
          </a>
        </p>
      </div>
    </section>
  );
}
