import type { PictureView } from '../content/picture-view.ts';
import { cn } from '../lib/cn.ts';
import { SampleLabel } from './sample-label.tsx';

/**
 * A processed picture: AVIF and WebP sources with a JPEG fallback, each at a few widths, and the
 * intrinsic size on the <img> so the browser reserves the box before a byte arrives (no layout
 * shift). Until it loads, the box shows a tiny blurred copy. `priority` is for the picture that is
 * the page's largest paint: fetched first and never lazily; every other picture loads as it nears
 * the screen.
 */
export function Picture({ picture, priority = false, className }: { picture: PictureView; priority?: boolean; className?: string }) {
  if (picture.sample) {
    return (
      <span className="relative block" data-sample>
        <PictureElement picture={picture} priority={priority} className={className} />
        <SampleLabel className="absolute left-2 top-2" />
      </span>
    );
  }
  return <PictureElement picture={picture} priority={priority} className={className} />;
}

function PictureElement({ picture, priority, className }: { picture: PictureView; priority: boolean; className?: string | undefined }) {
  return (
    <picture data-slot="picture">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={picture.sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcset}
        sizes={picture.sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={cn('h-auto w-full bg-slate-200 bg-cover bg-center object-cover', className)}
        style={{ backgroundImage: `url(${picture.placeholder})` }}
      />
    </picture>
  );
}
