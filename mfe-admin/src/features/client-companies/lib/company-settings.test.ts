import { describe, expect, it } from '@jest/globals';
import type { TClientCompany } from '@gtm/contracts/clients';
import { companyChanges, savedMessage } from './company-settings.ts';

const company: TClientCompany = {
  _id: '65a000000000000000000001',
  name: 'Acme Analytics',
  email_frequency: 'weekly',
  view_type: 'full',
  deleted: false,
  created_at: '2025-01-05T10:00:00Z',
};

describe('companyChanges', () => {
  it('is null when nothing changed', () => {
    expect(
      companyChanges(company, { email_frequency: 'weekly', view_type: 'full', deleted: false }),
    ).toBeNull();
  });

  it('holds only the changed settings', () => {
    expect(companyChanges(company, { email_frequency: 'never', view_type: 'full', deleted: false })).toEqual({
      email_frequency: 'never',
    });
    expect(
      companyChanges(company, { email_frequency: 'weekly', view_type: 'anonymized', deleted: true }),
    ).toEqual({ view_type: 'anonymized', deleted: true });
  });
});

describe('savedMessage', () => {
  it('says a delete ends the users’ access and a restore gives it back', () => {
    expect(savedMessage(company, { deleted: true })).toBe(
      'Acme Analytics is deleted: its users can no longer sign in.',
    );
    expect(savedMessage(company, { deleted: false })).toBe(
      'Acme Analytics is restored: its enabled users can sign in again.',
    );
    expect(savedMessage(company, { view_type: 'anonymized' })).toBe('Acme Analytics has been saved.');
  });
});
