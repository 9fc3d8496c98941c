/**
 * JSON text, in pieces, exactly as JSON.stringify writes it (no spacing). The build state at ten
 * times the suburbs is two files of about 50 MB each: made as one string, each was the build's
 * peak memory (the string, and its bytes again on the way to the file). In pieces, no piece is
 * bigger than a batch of a large array or object's members.
 */
export function* jsonChunks(value: unknown, options: { end?: string } = {}): Generator<string> {
  yield* pieces(value);
  if (options.end) yield options.end;
}

/** Members per piece of a large array or object: a few hundred kilobytes of the build state. */
const BATCH = 2000;

function* pieces(value: unknown, batch = BATCH): Generator<string> {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON: () => unknown }).toJSON();
  }
  if (Array.isArray(value)) {
    if (value.length <= batch) {
      yield JSON.stringify(value);
      return;
    }
    for (let start = 0; start < value.length; start += batch) {
      // A slice stringifies as the array would (holes and undefined as null); without its brackets.
      const part = JSON.stringify(value.slice(start, start + batch));
      yield (start === 0 ? '[' : ',') + part.slice(1, -1);
    }
    yield ']';
    return;
  }
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) {
    yield JSON.stringify(value) ?? 'null';
    return;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length > batch) {
    // Many small members (a value per page): in batches, as plain objects stringify them.
    let first = true;
    for (let start = 0; start < keys.length; start += batch) {
      const part: Record<string, unknown> = {};
      for (const key of keys.slice(start, start + batch)) part[key] = record[key];
      const text = JSON.stringify(part).slice(1, -1);
      if (text) {
        yield (first ? '{' : ',') + text;
        first = false;
      }
    }
    yield first ? '{}' : '}';
    return;
  }
  // A few members, some of which may be large: each on its own.
  let first = true;
  for (const key of keys) {
    const member = record[key];
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    yield (first ? '{' : ',') + JSON.stringify(key) + ':';
    yield* pieces(member, batch);
    first = false;
  }
  yield first ? '{}' : '}';
}
