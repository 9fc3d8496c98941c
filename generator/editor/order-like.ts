/**
 * New entries and list items come from Decap with their keys in its form's order. The files have
 * an order of their own (slug first, then name...); a new item is written in the order its
 * neighbours use, so it reads like them. Keys the examples do not have keep Decap's order, after.
 */
export function orderLike(value: unknown, example: unknown): unknown {
  if (Array.isArray(value)) {
    const shape = Array.isArray(example) ? mergeShapes(example) : undefined;
    return value.map((item) => orderLike(item, shape));
  }
  if (!isPlainObject(value) || !isPlainObject(example)) return value;
  const keys = [...Object.keys(example).filter((k) => k in value), ...Object.keys(value).filter((k) => !(k in example))];
  return Object.fromEntries(keys.map((k) => [k, orderLike(value[k], example[k])]));
}

/** One example of the shape many values share: each key in the order it first appears. */
export function mergeShapes(values: unknown[]): unknown {
  const objects = values.filter(isPlainObject);
  if (objects.length === 0) return values.find((v) => Array.isArray(v)) ? mergeShapes(values.flatMap((v) => (Array.isArray(v) ? v : []))) : values[0];
  const keys: string[] = [];
  for (const object of objects) for (const key of Object.keys(object)) if (!keys.includes(key)) keys.push(key);
  return Object.fromEntries(
    keys.map((key) => {
      const children = objects.filter((o) => key in o).map((o) => o[key]);
      return [key, children.some((c) => Array.isArray(c)) ? [mergeShapes(children.flatMap((c) => (Array.isArray(c) ? c : [])))] : mergeShapes(children)];
    }),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
