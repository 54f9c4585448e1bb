import { describe, expect, it } from '@jest/globals';
import { ZDataExportPart } from '@gtm/contracts/account-data';
import type { TDataExportPart } from '@gtm/contracts/account-data';
import { exportFileName, exportFileText, joinExportParts } from './data-export.ts';

const account: TDataExportPart = {
  service: 'svc-auth',
  exportedAt: '2026-11-23T15:00:00.000Z',
  data: { email: 'a@example.test' },
};
const candidate: TDataExportPart = {
  service: 'svc-candidates',
  exportedAt: '2026-11-23T15:00:00.100Z',
  data: { profile: { headline: 'AE' }, onePagers: [], contactSubmissions: [] },
};

describe('joinExportParts', () => {
  it('keeps both parts in the order given and stamps the join', () => {
    const now = new Date('2026-11-23T15:00:01.000Z');
    expect(joinExportParts([account, candidate], now)).toEqual({
      exportedAt: '2026-11-23T15:00:01.000Z',
      parts: [account, candidate],
    });
  });

  it('copies the list, so the caller’s array stays its own', () => {
    const parts = [account];
    const file = joinExportParts(parts, new Date(0));
    parts.push(candidate);
    expect(file.parts).toHaveLength(1);
  });
});

describe('exportFileName', () => {
  it('names the file after the UTC date', () => {
    expect(exportFileName(new Date('2026-11-23T15:00:00.000Z'))).toBe('gtm-combine-my-data-2026-11-23.json');
    expect(exportFileName(new Date('2026-01-05T23:59:59.999Z'))).toBe('gtm-combine-my-data-2026-01-05.json');
  });
});

describe('exportFileText', () => {
  it('is JSON that reads back to the file, each part still a valid export part', () => {
    const file = joinExportParts([account, candidate], new Date('2026-11-23T15:00:01.000Z'));
    const text = exportFileText(file);
    expect(text.endsWith('\n')).toBe(true);
    const read = JSON.parse(text) as typeof file;
    expect(read).toEqual(file);
    for (const part of read.parts) expect(ZDataExportPart.safeParse(part).success).toBe(true);
  });
});
