import { describe, expect, it } from '@jest/globals';
import { ZCodeForm, ZLoginForm, ZRegisterForm, ZSecondFactorForm, validateForm } from './sign-in-schemas.ts';

describe('sign-in validation (spec section 5)', () => {
  it('accepts a valid e-mail, trimmed', () => {
    expect(validateForm(ZLoginForm, { email: '  ada@x.test ' })).toEqual({
      ok: true,
      data: { email: 'ada@x.test' },
    });
  });

  it.each(['', 'ada', 'ada@', '@x.test', 'ada x@x.test'])('refuses the e-mail %j', (email) => {
    expect(validateForm(ZLoginForm, { email })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email' },
    });
  });

  it('wants exactly six characters of code', () => {
    expect(validateForm(ZCodeForm, { code: '123456' })).toEqual({ ok: true, data: { code: '123456' } });
    expect(validateForm(ZCodeForm, { code: '12345' })).toEqual({
      ok: false,
      errors: { code: 'Please enter the 6-digit code' },
    });
    expect(validateForm(ZCodeForm, { code: '' })).toEqual({
      ok: false,
      errors: { code: 'Please enter the 6-digit code' },
    });
    expect(validateForm(ZCodeForm, { code: '1234567' })).toEqual({
      ok: false,
      errors: { code: 'Code must be 6 digits' },
    });
  });

  it('takes an authenticator code of six digits, or a recovery code in any case, with or without its hyphen', () => {
    expect(validateForm(ZSecondFactorForm, { code: '123 456' })).toEqual({
      ok: true,
      data: { code: '123456' },
    });
    expect(validateForm(ZSecondFactorForm, { code: '12345' })).toEqual({
      ok: false,
      errors: { code: 'Please enter the 6-digit code from your authenticator app' },
    });
    expect(validateForm(ZSecondFactorForm, { recoveryCode: ' ABCDE12345 ' })).toEqual({
      ok: true,
      data: { recoveryCode: 'abcde-12345' },
    });
    expect(validateForm(ZSecondFactorForm, { recoveryCode: 'abc' })).toEqual({
      ok: false,
      errors: { recoveryCode: 'Please enter a recovery code: 10 letters and digits' },
    });
    expect(validateForm(ZSecondFactorForm, {})).toEqual({
      ok: false,
      errors: { code: 'Please enter a code from your authenticator app or a recovery code' },
    });
  });

  it('refuses a code with other characters than digits', () => {
    expect(validateForm(ZCodeForm, { code: '12a456' })).toEqual({
      ok: false,
      errors: { code: 'The code contains only digits' },
    });
  });

  it('requires a full name and a valid e-mail to register; the company is optional', () => {
    expect(validateForm(ZRegisterForm, { name: ' ', email: 'nope' })).toEqual({
      ok: false,
      errors: { name: 'Full name is required', email: 'Please enter a valid email' },
    });
    expect(validateForm(ZRegisterForm, { name: ' Ada ', email: 'ada@x.test', company: '' })).toEqual({
      ok: true,
      data: { name: 'Ada', email: 'ada@x.test', company: undefined },
    });
    expect(validateForm(ZRegisterForm, { name: 'Ada', email: 'ada@x.test', company: ' Acme ' })).toEqual({
      ok: true,
      data: { name: 'Ada', email: 'ada@x.test', company: 'Acme' },
    });
  });
});
