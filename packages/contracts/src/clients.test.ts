import {
  CLIENT_ANSWERS,
  CLIENT_BILLING_DEFAULTS,
  clientTimeZones,
  isClientTimeZone,
  ZClientCompany,
  ZClientCompanyUpdate,
} from './clients.ts';

const messageOf = (body: unknown) => ZClientCompanyUpdate.safeParse(body).error?.issues[0]?.message;

describe("a client company's success fee and time zone", () => {
  it.each([0, 20, 12.5, 12.75, 0.01, 49.99, 50])('accepts the fee %p', (fee) => {
    expect(ZClientCompanyUpdate.parse({ fee_percent: fee })).toEqual({ fee_percent: fee });
  });

  it.each([51, -1, 50.01, -0.01, 12.345, 'x', '20', null, Number.NaN, Infinity])(
    'refuses the fee %p in words',
    (fee) => {
      expect(messageOf({ fee_percent: fee })).toBe(CLIENT_ANSWERS.feeInvalid);
    },
  );

  it.each(['UTC', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Tokyo'])('accepts the zone %s', (zone) => {
    expect(ZClientCompanyUpdate.parse({ time_zone: zone })).toEqual({ time_zone: zone });
  });

  it.each([
    ['america/los_angeles', 'America/Los_Angeles'],
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['Europe/Kyiv', 'Europe/Kyiv'],
    ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
  ])('takes the zone %p (any name Intl accepts), stored as %p', (zone, canonical) => {
    expect(ZClientCompanyUpdate.parse({ time_zone: zone })).toEqual({ time_zone: canonical });
  });

  it.each(['Mars/Base', '', 'UTC+1', '+05:30', 42, null])('refuses the zone %p in words', (zone) => {
    expect(messageOf({ time_zone: zone })).toBe(CLIENT_ANSWERS.timeZoneInvalid);
  });

  it('keeps the words of the issue', () => {
    expect(CLIENT_ANSWERS.feeInvalid).toBe('Fee must be a number from 0 to 50.');
    expect(CLIENT_ANSWERS.timeZoneInvalid).toBe('Choose a valid time zone (such as America/Los_Angeles).');
  });

  it('lists UTC and the runtime IANA zones, sorted and once each', () => {
    const zones = clientTimeZones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('America/Los_Angeles');
    expect([...zones].sort()).toEqual(zones);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.every(isClientTimeZone)).toBe(true);
  });

  it('still needs something to change, and reads a company answer of before them with the defaults', () => {
    expect(messageOf({})).toBe(CLIENT_ANSWERS.nothingToChange);
    const company = {
      _id: '65a000000000000000000001',
      name: 'Acme Analytics',
      email_frequency: 'weekly',
      view_type: 'full',
      deleted: false,
      created_at: '2025-01-05T10:00:00.000Z',
    };
    expect(ZClientCompany.parse(company)).toEqual({
      ...company,
      fee_percent: 20,
      time_zone: 'UTC',
      ...CLIENT_BILLING_DEFAULTS,
    });
  });
});

describe("a client company's billing details (issue 46)", () => {
  it('takes an ISO 4217 currency (in any case), a tax from 0 to 30 and a billing e-mail; refuses others in words', () => {
    expect(ZClientCompanyUpdate.parse({ currency: 'eur', tax_percent: 19 })).toEqual({
      currency: 'EUR',
      tax_percent: 19,
    });
    expect(messageOf({ currency: 'EURO' })).toBe(CLIENT_ANSWERS.currencyInvalid);
    expect(messageOf({ currency: 'XYZ' })).toBe(CLIENT_ANSWERS.currencyInvalid);
    expect(messageOf({ tax_percent: 30.5 })).toBe(CLIENT_ANSWERS.taxInvalid);
    expect(messageOf({ tax_percent: -1 })).toBe(CLIENT_ANSWERS.taxInvalid);
    expect(messageOf({ billing_email: 'ap@' })).toBe(CLIENT_ANSWERS.billingEmailInvalid);
    expect(ZClientCompanyUpdate.parse({ billing_email: '' })).toEqual({ billing_email: '' });
    expect(messageOf({ billing_address: 'x'.repeat(1001) })).toBe(CLIENT_ANSWERS.billingAddressTooLong);
  });
});
