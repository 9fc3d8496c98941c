import { z } from 'zod';
import { groupSlug, iconName, text } from './common.ts';

export const serviceGroupSchema = z.strictObject({
  slug: groupSlug,
  name: text,
  icon: iconName,
  description: text,
  /** Plumbing and air conditioning are trades of their own: the footer lists them apart. */
  trade: z.enum(['electrical', 'plumbing', 'air-conditioning']).default('electrical'),
  /**
   * "emergency": this group's services are the ones emergency pages offer and whose reviews they show;
   * "commercial": its services are for shops and workplaces, so local pages speak of those, not homes.
   */
  role: z.enum(['emergency', 'commercial']).optional(),
});
export const serviceGroupsFileSchema = z.strictObject({
  $schema: z.string().optional(),
  groups: z.array(serviceGroupSchema).min(1),
});
export type ServiceGroup = z.infer<typeof serviceGroupSchema>;
