import { z } from 'zod';
import { PATTERN_SYNTAX, patternProblem, REDIRECT_PARAMS } from '../../src/routing/redirect-pattern.ts';
import { sitePath } from './common.ts';

export { REDIRECT_PARAMS };

/**
 * A path pattern: literal segments and named parameters. The parameter's name says what it
 * ranges over: :serviceSlug over published services, :suburbName over suburbs. The language is
 * src/routing/redirect-pattern.ts: its syntax (which the JSON Schema carries too) and, for what a
 * regular expression cannot say, its own check.
 */
const syntax = new RegExp(PATTERN_SYNTAX);
const redirectPath = sitePath(syntax, `must be a path such as "/about-us" or "/service/:serviceSlug" (parameters: ${REDIRECT_PARAMS.map((p) => ':' + p).join(', ')})`).superRefine(
  (text, ctx) => {
    const problem = syntax.test(text) ? patternProblem(text) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  },
);

export const redirectSchema = z.strictObject({ from: redirectPath, to: redirectPath });
export const redirectsFileSchema = z.strictObject({
  $schema: z.string().optional(),
  redirects: z.array(redirectSchema),
});
export type Redirect = z.infer<typeof redirectSchema>;
