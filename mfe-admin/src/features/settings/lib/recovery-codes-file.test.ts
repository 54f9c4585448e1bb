import { recoveryCodesText } from './recovery-codes-file.ts';

describe('recoveryCodesText', () => {
  it('names the account and the day, says what the codes do, and lists one code a line', () => {
    const text = recoveryCodesText(
      ['abcde-12345', 'fghjk-67890'],
      'admin@gtmcombine.test',
      new Date('2026-03-04T10:00:00Z'),
    );
    expect(text.split('\n')).toEqual([
      'GTM Combine recovery codes for admin@gtmcombine.test',
      'Made 2026-03-04. Each code signs you in once when your authenticator app is not at hand.',
      'Making new codes makes these stop working.',
      '',
      'abcde-12345',
      'fghjk-67890',
      '',
    ]);
  });
});
