import { Card, Descriptions, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { SALARY_RANGES, WORK_PREFERENCES } from '@gtm/contracts/candidate-profile';
import type { TOwnProfile } from '../../../lib/profile-types.ts';
import { joinList, ROLE_LABELS } from '../../../lib/role-labels.ts';

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

function roleItems(profile: TOwnProfile): DescriptionsProps['items'] {
  if (profile.role === 'SDR' && profile.sdrProfile) {
    const sdr = profile.sdrProfile;
    return [
      {
        key: 'work',
        label: 'Work preference',
        children: sdr.workPreference.map((value) => label(WORK_PREFERENCES, value)).join(', '),
      },
      { key: 'salary', label: 'Expected salary', children: label(SALARY_RANGES, sdr.expectedSalary) },
      { key: 'passions', label: 'Passions', children: joinList(sdr.passions) },
      { key: 'why', label: 'Why you love sales', children: sdr.salesCareerReason },
    ];
  }
  if (profile.aeProfile) {
    const ae = profile.aeProfile;
    return [
      { key: 'cycle', label: 'Deal cycle length', children: ae.dealCycleLength },
      { key: 'personas', label: 'Buyer personas', children: joinList(ae.personas) },
    ];
  }
  return [];
}

/** The dashboard's profile summary (spec section 2): who, where, education, then the role's own block. */
export function ProfileSummaryCard({ profile }: { profile: TOwnProfile }) {
  const education = profile.sdrProfile?.education;
  const items: DescriptionsProps['items'] = [
    ...(profile.location ? [{ key: 'location', label: 'Location', children: profile.location }] : []),
    ...(profile.linkedinUrl
      ? [
          {
            key: 'linkedin',
            label: 'LinkedIn',
            children: (
              <a href={profile.linkedinUrl} target="_blank" rel="noreferrer">
                {profile.linkedinUrl}
              </a>
            ),
          },
        ]
      : []),
    ...(education
      ? [
          {
            key: 'education',
            label: 'Education',
            children: [education.school, education.major, education.graduationDate]
              .filter(Boolean)
              .join(' · '),
          },
        ]
      : []),
    ...(roleItems(profile) ?? []),
  ];
  return (
    <Card className="cand-card" data-testid="profile-summary">
      <div className="cand-card__head">
        <Typography.Title level={2} className="cand-card__name">
          {profile.name}
        </Typography.Title>
        <Tag className="cand-role-tag">{ROLE_LABELS[profile.role]}</Tag>
      </div>
      {profile.headline || profile.shortBio ? (
        <Typography.Paragraph>{profile.headline || profile.shortBio}</Typography.Paragraph>
      ) : null}
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}
