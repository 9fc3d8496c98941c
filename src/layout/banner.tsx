import { useLocalTime } from '../hooks/use-local-time.ts';
import { useLayout } from '../hooks/use-layout.ts';
import { openAt, openRoundTheClock } from '../content/opening-hours.ts';

export function Banner() {
  const { sample, business } = useLayout();
  const time = useLocalTime(business.timeZone);
  const roundTheClock = openRoundTheClock(business.hours.openingHours);
  const open = roundTheClock || (time !== null && openAt(business.hours.openingHours, time.weekday, time.dateTime));
  return (
    <div className="relative">
      {/* A landmark of its own, like everything else on the page (axe "region"). */}
      <aside aria-label="Availability" className="bg-slate-950 text-white">
        <div
          className={`mx-auto flex h-9 max-w-7xl items-center ${sample.note ? 'justify-center xl:justify-start' : 'justify-center'} gap-2 whitespace-nowrap px-3 text-xs font-semibold max-[359px]:gap-1.5 max-[359px]:px-2 sm:gap-3 sm:text-sm sm:tracking-wide`}
        >
          {/* Green while someone is there: always for round-the-clock hours; for set hours only once
              the time there is known and inside them (grey when closed, nothing without JavaScript). */}
          <span className="relative flex size-2.5" aria-hidden>
            {open && <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-400 opacity-75 motion-reduce:animate-none" />}
            <span className={`relative inline-flex size-2.5 rounded-full ${open ? 'bg-green-500' : time ? 'bg-slate-500' : ''}`} />
          </span>
          {/* What the business's hours say (business.yaml), never a promise it did not make. */}
          <span className="max-w-[11rem] truncate uppercase sm:max-w-none">
            {roundTheClock ? "We're available 24/7" : `Open ${business.hours.label}`}
            {!roundTheClock && time && <span className="sr-only">{open ? ' (open now)' : ' (closed now)'}</span>}
          </span>
          {/* Below 360 px the line needs the separator's room. */}
          <span aria-hidden className="text-slate-500 max-[359px]:hidden">
            |
          </span>
          <span className="inline-flex items-center gap-1">
            {/* Said only with a time to say: without JavaScript the clock stays blank, and a
                screen reader would otherwise read "Time in <area>:" and nothing. */}
            {time && <span className="sr-only">Time in {business.areaName}:</span>}
            {/* Width reserved so the banner does not shift when the time appears. The <time> is drawn
              only once the time is known: an empty one is not valid HTML. */}
            <span data-testid="local-clock" className="inline-block w-[4rem] text-left tabular-nums sm:w-[4.875rem]">
              {time && <time dateTime={time.dateTime}>{time.label}</time>}
            </span>
            <span className="max-w-[7rem] truncate font-normal text-slate-300">{business.areaName}</span>
          </span>
        </div>
      </aside>
      {sample.note && (
        // The one note every page carries while anything sample is published (generator/launch/sample.ts).
        // A row of its own on phones and tablets; from 1280 px it sits in the banner's row, beside the
        // clock, so the desktop menus keep their room on a 768 px tall laptop screen.
        <aside
          aria-label="Sample site"
          className="border-b border-amber-300 bg-amber-100 px-3 py-1.5 text-center text-xs font-semibold text-slate-950 sm:text-sm xl:pointer-events-none xl:absolute xl:inset-x-0 xl:top-0 xl:h-9 xl:border-0 xl:bg-transparent xl:p-0 xl:text-xs xl:text-amber-200"
          data-sample-note
        >
          <p className="xl:mx-auto xl:flex xl:h-full xl:max-w-7xl xl:items-center xl:justify-end xl:px-3">{sample.note}</p>
        </aside>
      )}
    </div>
  );
}
