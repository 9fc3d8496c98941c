import { Link } from './site-link.tsx';
import { councilFact } from '../content/council.ts';
import { capitalise } from '../lib/capitalise.ts';
import type { SuburbView } from '../content/page-data.ts';

/**
 * The facts that make a suburb's pages local: council, network, housing, distance, neighbours.
 * `generic: false` leaves out the electricity network and the distance-only arrival line, for a
 * page that shows its own trade's facts and an arrival line that knows whether the work is urgent.
 */
export function LocalFacts({ suburb, generic = true, housing = true }: { suburb: SuburbView; generic?: boolean; housing?: boolean }) {
  const council = councilFact(suburb);
  const facts: [string, string][] = [...(council ? [['Council', council] as [string, string]] : []), ['Region', suburb.region.name], ['Postcode', suburb.postcode]];
  if (generic && suburb.distributor) facts.push(['Electricity distributor', suburb.distributor]);
  if (suburb.kmFromBase !== undefined) facts.push(['Distance from our base', suburb.kmFromBase < 1 ? 'Our base is here' : `about ${suburb.kmFromBase} km`]);
  if (generic) facts.push(['Arrival', capitalise(suburb.arrival.text)]);
  const hasProse = (housing && suburb.housing) || suburb.notes || (generic && suburb.distributor) || suburb.nearby.length > 0;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 self-start rounded-lg border border-slate-200 bg-white p-5 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-950">{term}</dt>
            <dd className="text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      {/* No empty column where a suburb has nothing more to say (a new business's suburbs, before their notes are written). */}
      {hasProse && (
        <div className="space-y-4 text-slate-800">
          {housing && suburb.housing && <p>{suburb.housing.description}</p>}
          {suburb.notes && <p>{suburb.notes}</p>}
          {generic && suburb.distributor && (
            <p>
              If the whole street is dark, the fault is usually on {suburb.distributor}&apos;s network: check their outage information first. If only your home is affected, the
              fault is likely on your side of the meter, and that is our job.
            </p>
          )}
          {suburb.nearby.length > 0 && (
            <p>
              We also work in nearby{' '}
              {suburb.nearby.map((n, i) => (
                <span key={n.href}>
                  {i > 0 && (i === suburb.nearby.length - 1 ? ' and ' : ', ')}
                  <Link to={n.href} className="text-blue-800 underline underline-offset-2 hover:no-underline">
                    {n.title}
                  </Link>
                </span>
              ))}
              .
            </p>
          )}
        </div>
      )}
    </div>
  );
}
