import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { HOST_NAMES } from '../../generator/schema/site-settings.ts';

interface Step {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  'continue-on-error'?: boolean;
}
interface Job {
  steps: Step[];
  if?: string;
  needs?: string;
  permissions?: Record<string, string>;
}

const text = readFileSync('.github/workflows/deploy.yml', 'utf8');
const workflow = parse(text) as { on: Record<string, unknown>; jobs: Record<string, Job> };
const build = workflow.jobs.build!;
const readme = readFileSync('docs/deploying.md', 'utf8');

/** The steps (of any job) that run when data/site.yaml names this host. */
function deploySteps(host: string): Step[] {
  const steps = build.steps.filter((s) => s.if === `steps.host.outputs.host == '${host}'`);
  const jobs = Object.values(workflow.jobs).filter((j) => j.if === `needs.build.outputs.host == '${host}'`);
  return [...steps, ...jobs.flatMap((j) => j.steps)];
}

describe('the deploy workflow (.github/workflows/deploy.yml)', () => {
  it('deploys pushes to main, and by hand', () => {
    expect(workflow.on).toHaveProperty('push');
    expect((workflow.on.push as { branches: string[] }).branches).toEqual(['main']);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('keeps .cache/ between runs, restoring the newest and saving its own', () => {
    const cache = build.steps.find((s) => s.uses?.startsWith('actions/cache@'));
    expect(cache?.with?.path).toBe('.cache/');
    expect(String(cache?.with?.key)).toContain('${{ github.run_id }}');
    expect(cache?.with?.['restore-keys']).toBeTruthy();
  });

  it("builds with --production, which checks the host's limits, before any deploy step, and never lets a failure through", () => {
    const at = build.steps.findIndex((s) => /node bin\/tradesite\.js build --production\b/.test(s.run ?? ''));
    expect(at).toBeGreaterThan(build.steps.findIndex((s) => s.uses?.startsWith('actions/cache@')));
    const firstDeploy = build.steps.findIndex((s) => s.if?.startsWith('steps.host.outputs.host'));
    expect(at).toBeLessThan(firstDeploy);
    expect(build.steps[at]!.name).toMatch(/limits/);
    for (const job of Object.values(workflow.jobs)) for (const step of job.steps) expect(step['continue-on-error'], step.name).toBeUndefined();
  });

  it("deploys to every host with the host's own action or CLI", () => {
    const official: Record<(typeof HOST_NAMES)[number], RegExp> = {
      // A hybrid build names its function folder (a dot folder netlify deploy leaves out otherwise).
      netlify: /npx --yes netlify-cli deploy --dir dist \$\(\[ -d dist\/\.netlify\/functions \] && echo --functions dist\/\.netlify\/functions\) --prod/,
      cloudflare: /^cloudflare\/wrangler-action@v\d+$/,
      vercel: /npx --yes vercel deploy dist --prod --archive=tgz/,
      nginx: /nginx -t && sudo systemctl reload nginx/,
      static: /^actions\/(upload-pages-artifact|deploy-pages)@v\d+$/,
    };
    for (const host of HOST_NAMES) {
      const steps = deploySteps(host);
      expect(steps.length, host).toBeGreaterThan(0);
      expect(
        steps.some((s) => official[host].test(s.uses ?? s.run ?? '')),
        host,
      ).toBe(true);
    }
    expect(String(deploySteps('cloudflare')[0]!.with?.command)).toMatch(/^pages deploy dist /);
    expect(workflow.jobs.pages?.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
  });

  it('documents in the README every secret and variable it reads', () => {
    const names = new Set([...text.matchAll(/\$\{\{ (?:secrets|vars)\.(\w+) \}\}/g)].map((m) => m[1]!));
    expect(names.size).toBeGreaterThan(8);
    const section = readme.slice(readme.indexOf('### Deploying from GitHub Actions'));
    for (const name of names) expect(section, name).toContain(`\`${name}\``);
  });
});

describe('the deploy workflow publishes scheduled posts on their day (issue 41)', () => {
  it('runs every day on a schedule, not only on a push', () => {
    const schedule = workflow.on.schedule as { cron: string }[] | undefined;
    expect(schedule?.length).toBeGreaterThan(0);
    // Minute, hour, then every day of every month.
    expect(schedule![0]!.cron).toMatch(/^\d+ \d+ \* \* \*$/);
  });
});
