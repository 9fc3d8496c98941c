/**
 * The hints a zod schema may carry for the editor at /admin/, written with `.meta({ editor: ... })`
 * beside the field they describe. Labels and help text are zod's own `title` and `description`
 * (which the JSON Schemas in schemas/ carry too, so a YAML editor shows the same help); `editor`
 * holds only what the shape alone cannot say.
 */
export interface EditorHint {
  /** A widget the field's type does not imply: a photo in data/images/, a calendar date, prose. */
  widget?: 'image' | 'date' | 'text';
  /** The field names an item of another collection: the editor offers a searchable list of them. */
  relation?: 'services' | 'suburbs' | 'regions' | 'groups';
  /**
   * A shape no editor widget can hold (a choice between a word and a list): the editor keeps the
   * value as the file has it and does not show it. Say where to change it instead.
   */
  keep?: string;
}

declare module 'zod' {
  interface GlobalMeta {
    editor?: EditorHint;
  }
}

/** The key `editor` hints take in the JSON Schema z.toJSONSchema writes (schemas/ leaves them out). */
export const EDITOR_META_KEY = 'editor';
