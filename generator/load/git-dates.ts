import { execFileSync } from 'node:child_process';

/**
 * When each file under `dir` was last committed: file (relative to the working directory) ->
 * YYYY-MM-DD, from one `git log`. Empty outside a git checkout (no lastmod, which the sitemap
 * format allows).
 */
export function lastCommitDates(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  let out = '';
  try {
    out = execFileSync('git', ['log', '--format=@%cs', '--name-only', '--', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return dates;
  }
  let current = '';
  for (const line of out.split('\n')) {
    if (line.startsWith('@')) current = line.slice(1);
    else if (line && !dates.has(line)) dates.set(line, current);
  }
  return dates;
}
