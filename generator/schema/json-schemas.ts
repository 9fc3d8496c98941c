import { z } from 'zod';
import {
  blogFrontMatterSchema,
  businessFileSchema,
  claimsFileSchema,
  emergencySuburbsFileSchema,
  landingSchema,
  navigationSchema,
  pageSchema,
  redirectsFileSchema,
  regionsFileSchema,
  serviceGroupsFileSchema,
  serviceSchema,
  suburbsFileSchema,
  testimonialsFileSchema,
  jobSchema,
  localSettingsSchema,
} from './index.ts';

/** The JSON Schema files editors read (via `# yaml-language-server: $schema=...` in each data file). */
export const JSON_SCHEMAS = {
  'business.schema.json': businessFileSchema,
  'claims.schema.json': claimsFileSchema,
  'service-groups.schema.json': serviceGroupsFileSchema,
  'service.schema.json': serviceSchema,
  'landing.schema.json': landingSchema,
  'suburbs.schema.json': suburbsFileSchema,
  'regions.schema.json': regionsFileSchema,
  'emergency-suburbs.schema.json': emergencySuburbsFileSchema,
  'testimonials.schema.json': testimonialsFileSchema,
  'redirects.schema.json': redirectsFileSchema,
  'page.schema.json': pageSchema,
  'blog-front-matter.schema.json': blogFrontMatterSchema,
  'job.schema.json': jobSchema,
  'local-settings.schema.json': localSettingsSchema,
  'navigation.schema.json': navigationSchema,
} satisfies Record<string, z.ZodType>;

export function jsonSchemaText(schema: z.ZodType): string {
  // "input": what a person writes, so fields with defaults are optional in the editor too.
  return JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2) + '\n';
}
