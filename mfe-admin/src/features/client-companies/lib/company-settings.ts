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

/** What the edit dialog holds: the company's settings (an emptied fee field holds null). */
export type TCompanySettings = Pick<
  TClientCompany,
  'email_frequency' | 'view_type' | 'time_zone' | 'deleted'
> & {
  fee_percent: number | null;
};

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
  if (values.deleted !== company.deleted) changes.deleted = values.deleted;
  return Object.keys(changes).length === 0 ? null : changes;
}

/** The toast after a save, in words of what it did (deleting and restoring change who may sign in). */
export function savedMessage(saved: TClientCompany, changes: TClientCompanyUpdate): string {
  if (changes.deleted === true) return `${saved.name} is deleted: its users can no longer sign in.`;
  if (changes.deleted === false) return `${saved.name} is restored: its enabled users can sign in again.`;
  return `${saved.name} has been saved.`;
}
