/** Markdown rendered and sanitised at build time (contentlayer.config.ts, rehype-sanitize). */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`max-w-3xl text-base leading-7 text-slate-800 dark:text-slate-200 [&_a]:text-primary-800 [&_a]:underline dark:[&_a]:text-primary-300 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-950 dark:[&_h2]:text-white [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-semibold [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
