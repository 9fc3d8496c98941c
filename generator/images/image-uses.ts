import { where } from '../diagnostics/provenance.ts';
import type { Site } from '../schema/site.ts';
import type { Position } from '../diagnostics/diagnostic.ts';
import type { ImageRef } from '../schema/image.ts';
import type { ImageSlot } from './slots.ts';

export interface ImageUse {
  ref: ImageRef;
  slot: ImageSlot;
  /** Where the reference is written, for diagnostics. */
  at: Position;
}

/**
 * Every picture the data places on a page, with the slot it is drawn in. Validation checks these
 * and the build processes exactly these: a file in data/images/ that nothing uses costs nothing.
 */
export function imageUses(site: Site): ImageUse[] {
  const uses: ImageUse[] = [];
  const hero = (owner: object, ref: ImageRef | undefined, slot: ImageSlot = 'hero') => ref && uses.push({ ref, slot, at: where(owner, 'heroImage', 'src') });
  for (const service of site.services) if (!service.draft) hero(service, service.heroImage);
  for (const landing of site.landings) hero(landing, landing.heroImage);
  for (const post of site.posts) hero(post.meta, post.meta.heroImage, 'article');
  for (const job of site.jobs) job.photos?.forEach((photo, i) => uses.push({ ref: photo, slot: 'card', at: where(job, 'photos', i, 'src') }));
  for (const page of site.pages) {
    page.blocks.forEach((block, b) => {
      if (block.type !== 'gallery') return;
      block.projects.forEach((project, i) => project.photo && uses.push({ ref: project.photo, slot: 'card', at: where(page, 'blocks', b, 'projects', i, 'photo', 'src') }));
    });
  }
  return uses;
}
