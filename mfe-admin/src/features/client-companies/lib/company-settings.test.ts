import { describe, expect, it } from '@jest/globals';
import { CLIENT_BILLING_DEFAULTS } from '@gtm/contracts/clients';
import type { TClientCompany } from '@gtm/contracts/clients';
import type { TCompanySettings } from './company-settings.ts';
import {
  companyChanges,
  formatFee,
  savedMessage,
  timeZoneMatches,
  timeZoneOptions,
} from './company-settings.ts';

const company: TClientCompany = {
  _id: '65a000000000000000000001',
  name: 'Acme Analytics',
  email_frequency: 'weekly',
  view_type: 'full',
  fee_percent: 20,
  time_zone: 'UTC',
  ...CLIENT_BILLING_DEFAULTS,
  deleted: false,
  created_at: '2025-01-05T10:00:00Z',
};

const unchanged: TCompanySettings = {
  email_frequency: 'weekly',
  view_type: 'full',
  fee_percent: 20,
  time_zone: 'UTC',
  ...CLIENT_BILLING_DEFAULTS,
  deleted: false,
};

describe('companyChanges', () => {
  it('sends the billing details the admin changed, trimmed, and an emptied tax as no change', () => {
    expect(
      companyChanges(company, {
        ...unchanged,
        legal_name: ' Acme Analytics Inc. ',
        billing_address: '1 Main St\nSpringfield',
        billing_email: 'ap@acme.test',
        tax_id: 'US-12-3456789',
        currency: 'EUR',
        tax_percent: 19,
      }),
    ).toEqual({
      legal_name: 'Acme Analytics Inc.',
      billing_address: '1 Main St\nSpringfield',
      billing_email: 'ap@acme.test',
      tax_id: 'US-12-3456789',
      currency: 'EUR',
      tax_percent: 19,
    });
    expect(companyChanges(company, { ...unchanged, tax_percent: null })).toBeNull();
  });

  it('is null when nothing changed', () => {
    expect(companyChanges(company, unchanged)).toBeNull();
  });

  it('holds only the changed settings', () => {
    expect(companyChanges(company, { ...unchanged, email_frequency: 'never' })).toEqual({
      email_frequency: 'never',
    });
    expect(companyChanges(company, { ...unchanged, view_type: 'anonymized', deleted: true })).toEqual({
      view_type: 'anonymized',
      deleted: true,
    });
    expect(
      companyChanges(company, { ...unchanged, fee_percent: 12.5, time_zone: 'America/Los_Angeles' }),
    ).toEqual({ fee_percent: 12.5, time_zone: 'America/Los_Angeles' });
  });

  it('takes an emptied fee for no change (the field says why it cannot be saved)', () => {
    expect(companyChanges(company, { ...unchanged, fee_percent: null })).toBeNull();
  });
});

describe('time zones', () => {
  it('offers UTC and the IANA zones as spelled', () => {
    const zones = timeZoneOptions().map((option) => option.value);
    expect(zones).toEqual(expect.arrayContaining(['UTC', 'America/Los_Angeles', 'Europe/Berlin']));
    expect(zones).not.toContain('Mars/Base');
  });

  it('finds a zone ignoring case and underscores', () => {
    expect(timeZoneMatches('los angeles', 'America/Los_Angeles')).toBe(true);
    expect(timeZoneMatches('NEW_YORK', 'America/New_York')).toBe(true);
    expect(timeZoneMatches('berlin', 'America/Los_Angeles')).toBe(false);
  });
});

describe('formatFee', () => {
  it('shows the fee in percent', () => {
    expect(formatFee(20)).toBe('20%');
    expect(formatFee(12.5)).toBe('12.5%');
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
