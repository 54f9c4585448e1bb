import { Card, Typography } from 'antd';
import type { TCandidateContact } from '@gtm/contracts/employer';
import { safeHttpUrl } from '../../../lib/safe-url.ts';

/**
 * The candidate's contact details: only sent to a company with full view, and only those the candidate
 * agreed to show. Links only where the value is one the browser can follow safely.
 */
export function ContactDetails({ contact }: { contact: TCandidateContact }) {
  const rows: [label: string, value: string, href: string | null][] = [];
  if (contact.email) rows.push(['E-mail', contact.email, `mailto:${contact.email}`]);
  if (contact.phone) rows.push(['Phone', contact.phone, `tel:${contact.phone.replace(/[^\d+]/g, '')}`]);
  if (contact.linkedinUrl) rows.push(['LinkedIn', contact.linkedinUrl, safeHttpUrl(contact.linkedinUrl)]);
  if (contact.resumeUrl) rows.push(['Resume', 'Open the resume', safeHttpUrl(contact.resumeUrl)]);
  if (rows.length === 0) return null;
  return (
    <Card className="emp-section" role="region" aria-labelledby="contact-title" data-testid="contact-details">
      <Typography.Title level={2} id="contact-title" className="emp-section__title">
        Contact
      </Typography.Title>
      <dl className="emp-contact">
        {rows.map(([label, value, href]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {href ? (
                <a href={href} target={href.startsWith('http') ? '_blank' : undefined} rel="noreferrer">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
