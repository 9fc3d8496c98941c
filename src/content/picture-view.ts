/** A processed picture as a template draws it: `<picture>` sources, the fallback and its box. */
export interface PictureView {
  alt: string;
  caption?: string;
  /** The fallback's intrinsic size (the largest variant): the browser reserves the box from it. */
  width: number;
  height: number;
  /** How wide the slot is drawn at each breakpoint, for the browser's choice from `srcset`. */
  sizes: string;
  /** Best first: AVIF, then WebP. */
  sources: { type: string; srcset: string }[];
  /** The JPEG fallback, for browsers without either. */
  src: string;
  srcset: string;
  /** A stand-in photo, or one of a sample job or project: drawn with a "Sample" label. */
  sample?: true;
  /** A tiny blurred rendering (a data: URI of a few hundred bytes) shown until the picture loads. */
  placeholder: string;
}
