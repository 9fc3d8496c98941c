import { cn } from '../lib/cn.ts';

/**
 * The visible "Sample" mark on an invented review, rating, badge, job, gallery project or photo.
 * White on slate-900 (contrast 17.9:1, WCAG AA needs 4.5:1). The element that holds the item
 * carries `data-sample`, so tests and scripts can find every labelled item.
 */
export function SampleLabel({ className }: { className?: string }) {
  return (
    // "Sample" beside a list of reviews could read as "a sample of real reviews": the title says what it means.
    <span
      title="Invented to show how the site works, not a real record"
      className={cn('inline-flex items-center rounded bg-slate-900 px-1.5 py-0.5 text-[11px] font-bold uppercase leading-none tracking-wide text-white', className)}
    >
      Sample
    </span>
  );
}
