import { z } from 'zod';
import { sitePath } from './common.ts';

/**
 * A path pattern: literal segments and named parameters. The parameter's name says what it
 * ranges over: :serviceSlug over published services, :suburbName over suburbs.
 */
export const REDIRECT_PARAMS = ['serviceSlug', 'suburbName'] as const;
const patternSegment = `(?:[a-z0-9]+(?:-[a-z0-9]+)*|:(?:${REDIRECT_PARAMS.join('|')}))`;
const redirectPath = sitePath(
  new RegExp(`^\\/(?:${patternSegment}(?:\\/${patternSegment})*)?$`),
  `must be a path such as "/about-us" or "/service/:serviceSlug" (parameters: ${REDIRECT_PARAMS.map((p) => ':' + p).join(', ')})`,
);

export const redirectSchema = z.strictObject({ from: redirectPath, to: redirectPath });
export const redirectsFileSchema = z.strictObject({
  $schema: z.string().optional(),
  redirects: z.array(redirectSchema),
});
export type Redirect = z.infer<typeof redirectSchema>;
