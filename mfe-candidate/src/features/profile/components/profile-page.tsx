import { Card, Empty, Spin, Tag, Typography } from 'antd';
import { Link } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { LinkButton } from '../../../components/link-button.tsx';
import { ProfileAvatar } from '../../../components/profile-avatar.tsx';
import { useOwnProfile } from '../../../lib/get-own-profile.ts';
import type { TOwnProfile } from '../../../lib/profile-types.ts';
import { ONBOARDING_PATHS, ROLE_LABELS } from '../../../lib/role-labels.ts';
import { ProfessionalDetails } from './professional-details.tsx';

/** `/candidate/profile`: the candidate's profile as companies will read it (spec section 2). */
export function ProfilePage() {
  useDocumentHead({ title: pageTitle('My Profile'), description: 'Your profile as companies see it.' });
  const { profile, isLoading, missing } = useOwnProfile();

  if (isLoading) return <Spin />;
  if (profile === null) {
    return (
      <section className="cand-page">
        <Typography.Title level={1} className="cand-page__title">
          Profile Not Found
        </Typography.Title>
        <Typography.Paragraph>
          {missing
            ? 'You need to complete your profile setup first.'
            : 'Your profile could not be loaded. Please try again later.'}
        </Typography.Paragraph>
        <LinkButton to={PATHS.candidate.roleSelection}>Go to Role Selection</LinkButton>
      </section>
    );
  }
  return <ProfileView profile={profile} />;
}

function ProfileView({ profile }: { profile: TOwnProfile }) {
  const contact: [string, string | null][] = [
    ['Location', profile.location],
    ['E-mail', profile.email],
    ['Phone', profile.phone],
  ];
  return (
    <section className="cand-page">
      <div className="cand-dashboard__head">
        <Typography.Title level={1} className="cand-page__title">
          My Profile
        </Typography.Title>
        <LinkButton to={ONBOARDING_PATHS[profile.role]}>Edit Profile</LinkButton>
      </div>
      <Card className="cand-card">
        <div className="cand-profile">
          <ProfileAvatar name={profile.name} headshotUrl={profile.headshot?.url ?? null} size={96} />
          <div className="cand-profile__main">
            <Typography.Title level={2} className="cand-card__name">
              {profile.name}
            </Typography.Title>
            {profile.headline || profile.title ? (
              <Typography.Paragraph>{profile.headline || profile.title}</Typography.Paragraph>
            ) : null}
            <ul className="cand-profile__contact">
              {contact
                .filter((entry): entry is [string, string] => Boolean(entry[1]))
                .map(([label, value]) => (
                  <li key={label}>
                    <span className="cand-profile__contact-label">{label}:</span> {value}
                  </li>
                ))}
              {profile.linkedinUrl ? (
                <li>
                  <span className="cand-profile__contact-label">LinkedIn:</span>{' '}
                  <a href={profile.linkedinUrl} target="_blank" rel="noreferrer">
                    {profile.linkedinUrl}
                  </a>
                </li>
              ) : null}
              {profile.resume ? (
                <li>
                  <a href={profile.resume.url} target="_blank" rel="noreferrer" data-testid="resume-link">
                    View resume (PDF)
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
        </div>
        <div className="cand-role-type">
          <Typography.Text strong>Role Type</Typography.Text>{' '}
          <Tag className="cand-role-tag" data-testid="role-type">
            {ROLE_LABELS[profile.role]}
          </Tag>
          <Link to={PATHS.candidate.roleSelection}>Change Role</Link>
        </div>
      </Card>

      <Card className="cand-card" title={<h2 className="cand-card__title">About</h2>}>
        <Typography.Paragraph className="cand-about">
          {profile.longBio || profile.shortBio || 'No bio information available.'}
        </Typography.Paragraph>
      </Card>

      <Card className="cand-card" title={<h2 className="cand-card__title">Professional Details</h2>}>
        {profile.sdrProfile || profile.aeProfile ? (
          <ProfessionalDetails profile={profile} />
        ) : (
          <Empty description="No professional details yet." />
        )}
      </Card>
    </section>
  );
}
