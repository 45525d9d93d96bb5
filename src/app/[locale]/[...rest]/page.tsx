import { notFound } from 'next/navigation';

// Any path under a locale that no route matches: answer 404 with the not-found view.
export default function CatchAllPage() {
  notFound();
}
