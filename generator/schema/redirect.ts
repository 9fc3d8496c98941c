import { z } from 'zod';
import { parsePattern, PATTERN_SYNTAX, patternProblem, REDIRECT_PARAMS, strayParams } from '../../src/routing/redirect-pattern.ts';
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

/**
 * A target fills its parameters from what the source matched: a parameter only in "from" is
 * dropped (many old addresses to one page), one only in "to" has no value. Refused here, with the
 * line of "to", so nothing after loading (the route manifest, the hosts' rules) meets such a rule.
 */
const strayInTarget = (redirect: { from: string; to: string }): string[] => strayParams(parsePattern(redirect.from), parsePattern(redirect.to));

export const redirectSchema = z.strictObject({ from: redirectPath, to: redirectPath }).superRefine((redirect, ctx) => {
  // Each side's own problems are reported by its field (zod runs this check all the same).
  if (![redirect.from, redirect.to].every((text) => syntax.test(text) && patternProblem(text) === undefined)) return;
  const [stray] = strayInTarget(redirect);
  if (stray === undefined) return;
  const defined = parsePattern(redirect.from).params;
  ctx.addIssue({
    code: 'custom',
    path: ['to'],
    message: `uses :${stray}, which "from" (${redirect.from}) does not define, so it would have no value; use only parameters of "from" (${defined.map((p) => ':' + p).join(', ') || 'it has none'})`,
  });
});
export const redirectsFileSchema = z.strictObject({
  $schema: z.string().optional(),
  redirects: z.array(redirectSchema),
});
export type Redirect = z.infer<typeof redirectSchema>;
