import { imageUses } from '../../images/image-uses.ts';
import { minimumSize } from '../../images/slots.ts';
import { suggestion } from '../../diagnostics/did-you-mean.ts';
import type { RuleContext } from '../rule.ts';

/**
 * Every picture the data places names a file in data/images/ that decodes in full within the
 * limits (image-sources.ts checked it) and is big enough for the place it is drawn: a smaller photo would be enlarged and look soft. (Alt text is required by
 * the schema, so a picture without one never gets this far.)
 */
export function imagesResolve(ctx: RuleContext): void {
  const { images } = ctx.site;
  for (const { ref, slot, at } of imageUses(ctx.site)) {
    const source = images[ref.src];
    if (!source) {
      const hint = suggestion(ref.src, ctx.site.imageNames) ?? 'Put the photo in data/images/ under this name, or correct the name.';
      ctx.report.error('IMAGE_MISSING', at, `"${ref.src}" is not in data/images/.`, hint);
      continue;
    }
    if (source.problem) {
      ctx.report.error(source.problem.code, at, `data/images/${ref.src} cannot be used: ${source.problem.message}.`, source.problem.hint);
      continue;
    }
    const need = minimumSize(slot);
    if (!source.vector && (source.width < need.width || source.height < need.height)) {
      ctx.report.error(
        'IMAGE_TOO_SMALL',
        at,
        `data/images/${ref.src} is ${source.width}x${source.height} pixels; a ${slot} picture needs at least ${need.width}x${need.height}.`,
        'Use the original photo from the camera or phone rather than a resized copy (it is resized for every screen at build time).',
      );
    }
  }
}
