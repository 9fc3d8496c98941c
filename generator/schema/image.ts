import { z } from 'zod';
import { text } from './common.ts';

/** The picture formats the image pipeline reads from data/images/. */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.svg'] as const;

/**
 * A picture's file name as a camera, a phone or a person writes it ("IMG_2041.JPG", "Board after
 * (2).jpg", "switchboard-upgrade-preston.jpg"): letters, digits, spaces, "_", "-", "." and
 * brackets, with a picture's extension in either case. Never a folder or a hidden file. The site
 * never shows this name: published pictures are named by safeImageStem.
 */
export const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9 _.()-]{0,118}\.(?:jpe?g|png|webp|avif|svg)$/i;

/** A picture's name in a web address: "IMG_2041.JPG" is published as "img-2041". */
export function safeImageStem(name: string): string {
  const stem = name.replace(/\.[^.]+$/, '');
  return (
    stem
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'photo'
  );
}

/** A file in data/images/, named as it is there. A rule checks the file exists and is big enough. */
export const imageFile = z
  .string()
  .regex(IMAGE_NAME, 'must name a picture file in data/images/ with its extension (.jpg, .png, .webp, .avif or .svg), e.g. "IMG_2041.JPG" or "switchboard-upgrade-preston.jpg"')
  .meta({ title: 'Photo', editor: { widget: 'image' } });

/**
 * A picture on a page. `alt` is required: it is what a screen reader says and what search
 * engines read, so it describes what the picture shows ("Electrician fitting RCDs to a new
 * switchboard in a Preston garage"), not what it is for.
 */
export const imageRef = z.strictObject({
  src: imageFile,
  alt: z
    .string({ error: 'every picture needs alt text: say what it shows, for people who cannot see it' })
    .trim()
    .min(1, 'every picture needs alt text: say what it shows, for people who cannot see it')
    .max(250, 'is too long for alt text (at most 250 characters): put the rest in a caption')
    .meta({ title: 'What the photo shows', description: 'For people who cannot see it, e.g. "New switchboard with RCDs in a Preston garage".' }),
  /** Shown under the picture where the page shows captions (gallery cards, job photos). */
  caption: text.max(300).optional(),
  /** True for a stand-in photo that is not of this business's work: labelled "Sample" and refused at launch. */
  sample: z.boolean().default(false).meta({ title: 'Sample photo (not of our work)' }),
});
export type ImageRef = z.infer<typeof imageRef>;
