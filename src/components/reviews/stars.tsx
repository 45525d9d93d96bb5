// A rating as five stars, read out as one phrase ("4 trên 5 sao") instead of five symbols.

export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex text-lg leading-none">
      {[1, 2, 3, 4, 5].map((star) => (
        <span
          key={star}
          aria-hidden="true"
          className={
            star <= rating
              ? 'text-amber-700 dark:text-amber-400'
              : 'text-slate-500 dark:text-slate-400'
          }
        >
          {star <= rating ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}
