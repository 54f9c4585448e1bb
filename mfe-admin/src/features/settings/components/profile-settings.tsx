import { Button, Form, Input, Typography } from 'antd';
import { AUTH_ANSWERS } from '@gtm/contracts/auth';
import type { TAccountSettings } from '@gtm/contracts/auth';
import { zodRule } from '@gtm/web-kit/zod-rule.ts';
import { PROFILE_RULES, saveProfile } from '../api/update-profile.ts';
import type { TProfileForm } from '../api/update-profile.ts';
import { useSave } from '../hooks/use-save.ts';

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
        <Form.Item label="Full Name" name="name" required rules={[zodRule(PROFILE_RULES.name)]}>
          <Input autoComplete="name" />
        </Form.Item>
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
        <Form.Item label="Company" name="company" rules={[zodRule(PROFILE_RULES.company)]}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item label="Bio" name="bio" rules={[zodRule(PROFILE_RULES.bio)]}>
          <Input.TextArea rows={4} placeholder="Tell us a bit about yourself..." />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
          Save Changes
        </Button>
      </Form>
    </section>
  );
}
