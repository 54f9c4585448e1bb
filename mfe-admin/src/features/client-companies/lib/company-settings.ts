import { clientTimeZones } from '@gtm/contracts/clients';
import type { TClientCompany, TClientCompanyUpdate, TClientEmailFrequency } from '@gtm/contracts/clients';

export const EMAIL_FREQUENCY_LABELS: Record<TClientEmailFrequency, string> = {
  immediately: 'Immediately',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  never: 'Never',
};

export const VIEW_TYPE_LABELS: Record<TClientCompany['view_type'], string> = {
  full: 'Full',
  anonymized: 'Anonymized',
};

/** The billing details the edit dialog holds (issue 46). */
export const BILLING_FIELDS = [
  'legal_name',
  'billing_address',
  'billing_email',
  'tax_id',
  'currency',
] as const satisfies readonly (keyof TClientCompany)[];

/** What the edit dialog holds: the company's settings (an emptied fee or tax field holds null). */
export type TCompanySettings = Pick<
  TClientCompany,
  'email_frequency' | 'view_type' | 'time_zone' | 'deleted' | (typeof BILLING_FIELDS)[number]
> & {
  fee_percent: number | null;
  tax_percent: number | null;
};

/** The currency choices: every ISO 4217 code the runtime formats, the common ones first. */
export const currencyOptions = () => {
  const common = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF'];
  const rest = Intl.supportedValuesOf('currency').filter((code) => !common.includes(code));
  return [...common, ...rest].map((code) => ({ value: code, label: code }));
};

/** A company's billing as the list shows it: currency, tax, and whether invoices reach a billing e-mail. */
export const billingSummary = (company: TClientCompany) =>
  [company.currency, `tax ${company.tax_percent}%`, company.legal_name || null, company.billing_email || null]
    .filter(Boolean)
    .join(' · ');

/** The time zone choices: every IANA zone the contracts accept, as spelled (America/Los_Angeles). */
export const timeZoneOptions = () => clientTimeZones().map((zone) => ({ value: zone, label: zone }));

const looseZone = (text: string) => text.toLowerCase().replaceAll('_', ' ');
/** Whether a typed search finds a time zone: case and underscores ignored ('los angeles', 'new_york'). */
export const timeZoneMatches = (search: string, zone: string) =>
  looseZone(zone).includes(looseZone(search.trim()));

/** A success fee as the list shows it ('20%', '12.5%'). */
export const formatFee = (fee: number) => `${fee}%`;

/** Only the settings the admin changed (the audit trail records what changed, not what was resent), or null. */
export function companyChanges(
  company: TClientCompany,
  values: TCompanySettings,
): TClientCompanyUpdate | null {
  const changes: TClientCompanyUpdate = {};
  if (values.email_frequency !== company.email_frequency) changes.email_frequency = values.email_frequency;
  if (values.view_type !== company.view_type) changes.view_type = values.view_type;
  // An emptied fee is no change (the field's rule says why it cannot be saved).
  if (values.fee_percent !== null && values.fee_percent !== company.fee_percent) {
    changes.fee_percent = values.fee_percent;
  }
  if (values.time_zone !== company.time_zone) changes.time_zone = values.time_zone;
  for (const field of BILLING_FIELDS) {
    const value = (values[field] ?? '').trim();
    if (value !== company[field]) changes[field] = value;
  }
  if (values.tax_percent !== null && values.tax_percent !== company.tax_percent) {
    changes.tax_percent = values.tax_percent;
  }
  if (values.deleted !== company.deleted) changes.deleted = values.deleted;
  return Object.keys(changes).length === 0 ? null : changes;
}

/** The toast after a save, in words of what it did (deleting and restoring change who may sign in). */
export function savedMessage(saved: TClientCompany, changes: TClientCompanyUpdate): string {
  if (changes.deleted === true) return `${saved.name} is deleted: its users can no longer sign in.`;
  if (changes.deleted === false) return `${saved.name} is restored: its enabled users can sign in again.`;
  return `${saved.name} has been saved.`;
}
