import { readdirSync, readFileSync } from 'node:fs';

/**
 * The memory a process and its descendants hold together, in KB, from Linux's /proc (0
 * elsewhere): a build's Vite and picture processes run beside it, and its own peak leaves them out.
 */
export function treeRssKb(root: number): number {
  let children: Map<number, number[]>;
  try {
    children = new Map();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      const parent = parentOf(name);
      if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    }
  } catch {
    return 0;
  }
  let total = 0;
  const todo = [root];
  while (todo.length) {
    const pid = todo.pop()!;
    total += rssKb(pid);
    todo.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** The parent's pid, from /proc/PID/stat (after the command's name, which may hold spaces and brackets). */
function parentOf(pid: string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // gone meanwhile
  }
}

function rssKb(pid: number): number {
  try {
    return Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
