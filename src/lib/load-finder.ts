import type { FinderData } from './suburb-finder.ts';

let finderData: Promise<FinderData> | undefined;

/**
 * The suburb checker's data, fetched once per page load and shared by the checker and the lead
 * form's suggestions; a failed fetch is forgotten, so the next use tries again.
 */
export function loadFinder(url: string): Promise<FinderData> {
  finderData ??= fetch(url).then((r) => {
    if (!r.ok) throw new Error(`${url} answered ${r.status}`);
    return r.json() as Promise<FinderData>;
  });
  finderData.catch(() => (finderData = undefined));
  return finderData;
}
