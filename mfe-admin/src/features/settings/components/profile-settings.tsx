import { Button, Form, Input, Typography } from 'antd';
import { AUTH_ANSWERS } from '@gtm/contracts/auth';
import type { TAccountSettings } from '@gtm/contracts/auth';
import { ZodTextField } from '@gtm/web-kit/zod-text-field.tsx';
import type { TZodTextFieldProps } from '@gtm/web-kit/zod-text-field.tsx';
import { PROFILE_RULES, saveProfile } from '../api/update-profile.ts';
import type { TProfileForm } from '../api/update-profile.ts';
import { useSave } from '../hooks/use-save.ts';

/** The full name, checked as the server checks it. */
const NAME_FIELD: TZodTextFieldProps = {
  label: 'Full Name',
  name: 'name',
  schema: PROFILE_RULES.name,
  required: true,
  autoComplete: 'name',
};

/** The optional fields after the e-mail: company and bio. */
const DETAIL_FIELDS: TZodTextFieldProps[] = [
  { label: 'Company', name: 'company', schema: PROFILE_RULES.company, autoComplete: 'organization' },
  {
    label: 'Bio',
    name: 'bio',
    schema: PROFILE_RULES.bio,
    rows: 4,
    placeholder: 'Tell us a bit about yourself...',
  },
];

/** Profile Settings: full name, e-mail, company and bio, saved with 'Save Changes'. */
export function ProfileSettings({ profile }: { profile: TAccountSettings['profile'] }) {
  const { saving, submit } = useSave(saveProfile, {
    title: 'Profile Updated',
    description: AUTH_ANSWERS.profileUpdated,
    failure: 'Failed to update profile.',
  });
  return (
    <section aria-labelledby="settings-profile-title">
      <Typography.Title level={2} id="settings-profile-title" className="settings-section__title">
        Profile Settings
      </Typography.Title>
      <Form<TProfileForm>
        layout="vertical"
        name="profile"
        initialValues={{
          name: profile.name,
          email: profile.email,
          company: profile.company ?? '',
          bio: profile.bio ?? '',
        }}
        onFinish={(values) => void submit(values)}
        className="settings-form"
      >
        <ZodTextField {...NAME_FIELD} />
        {/* The sign-in e-mail is the account's identity: shown, never sent (the server refuses a change). */}
        <Form.Item
          label="Email Address"
          name="email"
          extra="This is the email you'll receive notifications on"
        >
          <Input
            type="email"
            autoComplete="email"
            readOnly
            aria-readonly="true"
            className="settings-readonly"
          />
        </Form.Item>
        {DETAIL_FIELDS.map((field) => (
          <ZodTextField key={field.name} {...field} />
        ))}
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
          Save Changes
        </Button>
      </Form>
    </section>
  );
}
