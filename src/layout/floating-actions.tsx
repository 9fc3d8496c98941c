import { Phone } from '../components/icon.tsx';
import { Stars } from '../components/page-parts.tsx';
import { SampleLabel } from '../components/sample-label.tsx';
import { Link } from '../components/site-link.tsx';
import { useLayout } from '../hooks/use-layout.ts';
import { paths } from '../routing/paths.ts';

/**
 * The call button (bottom right) and the reviews badge (bottom left), in a solid bar fixed to the
 * bottom of the screen. The page reserves the bar's height at its end (see Footer), so the two
 * never cover content or controls, on a phone or anywhere else.
 */
export function FloatingActions() {
  const { business, sample } = useLayout();
  // No badge claim (a business with no reviews yet), no badge: the call button stands alone.
  const badge = business.reviewsBadge;
  const rating = business.rating;
  return (
    <aside
      aria-label={badge ? 'Call or read our reviews' : 'Call us'}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur"
    >
      <div className={`mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 ${badge ? 'justify-between' : 'justify-end'}`}>
        {badge && (
          <Link
            to={paths.known('reviews')}
            // Side by side, the stars, the count and the call button need about 400 px; below that the
            // stars sit above the count, so both buttons stay whole on a phone down to 320 px.
            className="flex h-11 items-center gap-1.5 whitespace-nowrap rounded-full border border-slate-200 bg-white px-3 max-[399px]:flex-col max-[399px]:justify-center max-[399px]:gap-0.5"
            aria-label={`${sample.reviewsBadge ? 'Sample: ' : ''}${badge}${rating ? `, rated ${rating.value} out of 5` : ''}: read our reviews`}
            data-sample={sample.reviewsBadge || undefined}
          >
            <span aria-hidden className="flex items-center gap-1">
              {sample.reviewsBadge && <SampleLabel className="px-1 text-[10px]" />}
              {rating && <Stars rating={rating.value} size="size-3" />}
            </span>
            <span className="text-xs font-bold text-slate-900 max-[399px]:text-[11px] max-[399px]:leading-none">{badge}</span>
          </Link>
        )}
        <a
          href={business.phoneHref}
          className="flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-full bg-green-700 px-4 text-sm font-bold text-white hover:bg-green-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-green-300"
          aria-label={`Call ${business.name} on ${business.phone}`}
        >
          <Phone aria-hidden className="size-5" />
          <span>Call now</span>
        </a>
      </div>
    </aside>
  );
}
