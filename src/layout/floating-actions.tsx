import { Phone, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useLayout } from '../app/layout-context.ts';

/**
 * The fixed call button (bottom right) and reviews badge (bottom left). On phones the footer and
 * page end carry bottom padding of the same height, so they never sit on top of content.
 */
export function FloatingActions() {
  const { business } = useLayout();
  return (
    <>
      <Link
        to="/reviews"
        className="fixed bottom-4 left-4 z-20 flex h-14 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 shadow-lg"
        aria-label={`${business.reviewsBadge}, rated ${business.rating.value} out of 5`}
      >
        <span className="flex text-amber-500" aria-hidden>
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} className="size-3.5 fill-current" />
          ))}
        </span>
        <span className="text-xs font-bold text-slate-900">{business.reviewsBadge}</span>
      </Link>
      <a
        href={business.phoneHref}
        className="fixed bottom-4 right-4 z-20 flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-green-300"
        aria-label={`Call ${business.name} on ${business.phone}`}
      >
        <Phone aria-hidden className="size-6" />
      </a>
    </>
  );
}
