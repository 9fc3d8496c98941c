import { Phone, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useLayout } from '../app/layout-context.ts';

/**
 * The call button (bottom right) and the reviews badge (bottom left). On phones and tablets they
 * sit in a solid bar whose height the page reserves at its end (see Footer), so they never cover
 * content or controls; on wide screens they float in the corners, clear of the content column.
 */
export function FloatingActions() {
  const { business } = useLayout();
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 flex h-16 items-center justify-between border-t border-slate-200 bg-white px-3 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] lg:pointer-events-none lg:inset-x-4 lg:bottom-4 lg:h-14 lg:border-0 lg:bg-transparent lg:px-0 lg:shadow-none">
      <Link
        to="/reviews"
        className="pointer-events-auto flex h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 lg:h-14 lg:shadow-lg"
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
        className="pointer-events-auto flex h-11 items-center justify-center gap-2 rounded-full bg-green-700 px-4 font-bold text-white shadow-lg hover:bg-green-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-green-300 lg:size-14 lg:px-0"
        aria-label={`Call ${business.name} on ${business.phone}`}
      >
        <Phone aria-hidden className="size-5 lg:size-6" />
        <span className="text-sm lg:sr-only">Call now</span>
      </a>
    </div>
  );
}
