import { chooseSesSource, keepNewest, MAILBOX_LIMIT } from './ses.ts';

describe('chooseSesSource (the fallback order of npm start)', () => {
  it('uses SES_ENDPOINT above everything else', () => {
    expect(
      chooseSesSource({
        SES_ENDPOINT: 'http://ses:8005',
        AWS_ACCESS_KEY_ID: 'a',
        AWS_SECRET_ACCESS_KEY: 'b',
      }),
    ).toBe('env');
  });

  it('uses real AWS SES when AWS credentials are set', () => {
    expect(chooseSesSource({ AWS_ACCESS_KEY_ID: 'a', AWS_SECRET_ACCESS_KEY: 'b' })).toBe('aws');
  });

  it('needs both AWS keys before it leaves the embedded server', () => {
    expect(chooseSesSource({ AWS_ACCESS_KEY_ID: 'a' })).toBe('ses-local');
  });

  it('falls back to the embedded aws-ses-v2-local', () => {
    expect(chooseSesSource({})).toBe('ses-local');
  });
});

describe('keepNewest (the embedded mailbox bounded)', () => {
  it('keeps the newest messages, in place, once past the limit', () => {
    const emails = [1, 2, 3, 4, 5];
    keepNewest(emails, 3);
    expect(emails).toEqual([3, 4, 5]);
  });

  it('leaves a list within the limit alone', () => {
    const emails = [1, 2];
    keepNewest(emails, 3);
    expect(emails).toEqual([1, 2]);
  });

  it('keeps 5,000 messages', () => {
    expect(MAILBOX_LIMIT).toBe(5_000);
  });
});
