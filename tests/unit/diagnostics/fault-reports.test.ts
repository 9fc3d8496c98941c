import { describe, expect, it } from 'vitest';
import { foldConsequences } from '../../../generator/diagnostics/consequences.ts';
import type { Diagnostic } from '../../../generator/diagnostics/diagnostic.ts';
import { environmentError } from '../../../generator/diagnostics/environment-error.ts';
import { formatReport } from '../../../generator/diagnostics/format-diagnostics.ts';
import { isCalendarDate } from '../../../generator/schema/common.ts';
import { businessToday } from '../../../generator/load/scheduled-posts.ts';

const errno = (code: string, path?: string) => Object.assign(new Error(`${code}: something, write`), { code, ...(path ? { path, syscall: 'write' } : {}) });

describe('errors of the machine', () => {
  it('are one clear line naming the path, for the codes a user can act on', () => {
    expect(environmentError(errno('ENOSPC', '/srv/site/index.html'))?.describe()).toMatch(
      /^✗ Could not finish: the disk is full \(write \/srv\/site\/index\.html\)\.\n  Free some space/,
    );
    expect(environmentError(errno('EROFS'))?.message).toMatch(/read-only/);
    expect(environmentError(errno('EACCES'))?.exitCode).toBe(1);
  });

  it('are recognised from a worker, whose error arrives as a message', () => {
    expect(environmentError(new Error('prerender failed in a worker:\nError: ENOSPC: no space left on device, write'))?.message).toMatch(/disk is full/);
  });

  it('leave a bug a bug', () => {
    expect(environmentError(new TypeError("Cannot read properties of undefined (reading 'slug')"))).toBeUndefined();
    expect(environmentError(errno('ENOENT', '/x'))).toBeUndefined();
  });
});

describe('one unreadable file', () => {
  const d = (code: Diagnostic['code'], file: string): Diagnostic => ({ severity: 'error', code, file, line: 1, message: 'm' });

  it('is listed with what else is wrong, while the references it breaks are counted', () => {
    const diagnostics = [
      d('YAML_SYNTAX', 'data/regions.yaml'),
      d('UNKNOWN_REFERENCE', 'data/suburbs.yaml'),
      d('UNKNOWN_REFERENCE', 'data/services/a.yaml'),
      d('SCHEMA', 'data/services/b.yaml'),
    ];
    const { shown, folded, causes } = foldConsequences(diagnostics);
    expect(causes).toEqual(['data/regions.yaml']);
    expect(shown.map((x) => x.code)).toEqual(['YAML_SYNTAX', 'SCHEMA']);
    expect(folded).toHaveLength(2);
    expect(formatReport(diagnostics)).toMatch(/2 errors in 2 files\.\nAnd 2 references in 2 other files to what data\/regions\.yaml should define, not listed/);
  });

  it('folds nothing when every file was read', () => {
    const diagnostics = [d('UNKNOWN_REFERENCE', 'data/suburbs.yaml')];
    expect(foldConsequences(diagnostics).folded).toEqual([]);
    expect(formatReport(diagnostics)).not.toMatch(/not listed/);
  });
});

describe('dates', () => {
  it('exist in the calendar', () => {
    expect(['2024-02-29', '2025-12-31', '2026-01-01'].filter(isCalendarDate)).toHaveLength(3);
    expect(['2025-02-29', '2025-02-30', '2025-13-45', '2025-04-31', '2025-00-10', '0001-01-01'].filter(isCalendarDate)).toEqual([]);
  });

  it('are today in Melbourne, not in UTC', () => {
    // 2026-11-25 14:00 UTC is 01:00 on the 26th in Melbourne (daylight saving, UTC+11).
    expect(businessToday('Australia/Melbourne', new Date('2026-11-25T14:00:00Z'))).toBe('2026-11-26');
    expect(businessToday('Australia/Melbourne', new Date('2026-06-25T13:00:00Z'))).toBe('2026-06-25');
  });
});
