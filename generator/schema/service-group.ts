import { z } from 'zod';
import { groupSlug, iconName, text } from './common.ts';

export const serviceGroupSchema = z.strictObject({
  slug: groupSlug,
  name: text,
  icon: iconName,
  description: text,
  /** Plumbing and air conditioning are trades of their own: the footer lists them apart. */
  trade: z.enum(['electrical', 'plumbing', 'air-conditioning']).default('electrical'),
});
export const serviceGroupsFileSchema = z.strictObject({
  $schema: z.string().optional(),
  groups: z.array(serviceGroupSchema).min(1),
});
export type ServiceGroup = z.infer<typeof serviceGroupSchema>;
