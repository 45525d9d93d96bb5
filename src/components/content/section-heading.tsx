/** A home/section heading with an optional "view all" link. */
export function SectionHeading({
  id,
  title,
  href,
  linkLabel,
}: {
  id: string;
  title: string;
  href?: string;
  linkLabel?: string;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white">
        {title}
      </h2>
      {href && linkLabel ? (
        <a href={href} className="font-medium text-primary-800 underline dark:text-primary-300">
          {linkLabel}
        </a>
      ) : null}
    </div>
  );
}
