import type { ComponentType } from 'react';
import type { PageRecord, PageView } from '../content/page-data.ts';

export type TemplateProps = { record: PageRecord };
export type TemplateComponent = ComponentType<TemplateProps>;

/** A page ready to show: its record and the template that renders it. */
export interface LoadedPage {
  record: PageRecord;
  Template: TemplateComponent;
}

/** Narrows a record's view to the kind a template renders; a mismatch is a routing bug. */
export function viewOf<K extends PageView['kind']>(record: PageRecord, kind: K): Extract<PageView, { kind: K }> {
  if (record.view.kind !== kind) throw new Error(`template for ${kind} got a ${record.view.kind} page (${record.route.path})`);
  return record.view as Extract<PageView, { kind: K }>;
}
