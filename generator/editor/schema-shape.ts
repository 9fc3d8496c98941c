import { z } from 'zod';
import { COLLECTIONS, type CollectionKey } from '../schema/collections.ts';
import { mergeShapes } from './order-like.ts';

interface JsonSchemaNode {
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
}

/**
 * The keys of a collection's entries in the order its zod schema declares them, as an example
 * for orderLike: where no sibling file shows the order (the first job with photos), the schema's
 * order is the file style (slug first; a photo's src, then alt).
 */
export function schemaShape(key: CollectionKey): unknown {
  return shapeOf(z.toJSONSchema(COLLECTIONS[key].schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode);
}

function shapeOf(node: JsonSchemaNode): unknown {
  const variants = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  if (variants.length) return mergeShapes(variants.map(shapeOf));
  if (node.properties) return Object.fromEntries(Object.entries(node.properties).map(([k, child]) => [k, shapeOf(child)]));
  if (node.items) return [shapeOf(node.items)];
  return undefined;
}
