import { Alert, Button, Form, Input, Spin, Switch, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { ZCandidateSettings } from '@gtm/contracts/candidate-profile';
import type { TCandidateSettings, TCandidateSettingsView } from '@gtm/contracts/candidate-profile';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { ZodTextField } from '@gtm/web-kit/zod-text-field.tsx';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { serverMessage } from '../../../lib/api-error-message.ts';
import { revalidateOwnProfile } from '../../../lib/get-own-profile.ts';
import { cacheCandidateSettings, useCandidateSettings } from '../api/get-settings.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { AvailabilityTab } from './availability-tab.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { DownloadDataSection } from './download-data-section.tsx';

const FIELDS = ZCandidateSettings.shape;

type TSettingsForm = Required<Pick<TCandidateSettings, 'notifications' | 'privacy'>> &
  Omit<TCandidateSettings, 'notifications' | 'privacy'>;

/** The form's values: the settings as the server holds them (a profile's, or those saved before one). */
const initialValues = (settings: TCandidateSettingsView): TSettingsForm => ({
  name: settings.name,
  email: settings.email,
  phone: settings.phone ?? '',
  linkedinUrl: settings.linkedinUrl ?? '',
  location: settings.location ?? '',
  bio: settings.bio ?? '',
  notifications: settings.notifications,
  privacy: settings.privacy,
});

function SwitchRow({ name, label, help }: { name: string[]; label: string; help: string }) {
  const id = `setting-${name.join('-')}`;
  return (
    <div className="cand-switch-row">
      <div>
        <label htmlFor={id} className="cand-switch-row__label">
          {label}
        </label>
        <Typography.Text type="secondary" id={`${id}-help`} className="cand-switch-row__help">
          {help}
        </Typography.Text>
      </div>
      <Form.Item name={name} valuePropName="checked" noStyle>
        <Switch id={id} aria-describedby={`${id}-help`} />
      </Form.Item>
    </div>
  );
}

/**
 * `/candidate/settings`: Profile, Notifications, Privacy and Password, saved with one 'Save Settings', with or
 * without a profile (without one the server keeps them for the profile onboarding creates); and Availability
 * (for combine days), saved on its own.
 */
export function SettingsPage() {
  useDocumentHead({
    title: pageTitle('Settings'),
    description: 'Your account details, notifications and privacy.',
  });
  const { data, error, isLoading, mutate } = useCandidateSettings();
  return (
    <section className="cand-page">
      <Typography.Title level={1} className="cand-page__title">
        Settings
      </Typography.Title>
      {isLoading ? (
        <Spin />
      ) : data ? (
        <SettingsForm settings={data} />
      ) : (
        <Alert
          type="error"
          showIcon
          className="cand-alert"
          title={serverMessage(error) ?? 'Failed to load your settings. Please try again.'}
          action={
            <Button size="small" onClick={() => void mutate()}>
              Retry
            </Button>
          }
        />
      )}
      <DownloadDataSection />
      <DeleteAccountSection />
    </section>
  );
}

function SettingsForm({ settings }: { settings: TCandidateSettingsView }) {
  const update = useUpdateSettings({
    onSuccess: async ({ settings: saved }) => {
      toast({ title: 'Settings saved', description: 'Your settings have been updated successfully.' });
      await Promise.all([
        cacheCandidateSettings(saved),
        revalidateOwnProfile(),
        useSessionStore.getState().refresh(),
      ]);
      // The header menu reads the account (svc-auth), which learns the new name from svc-candidates by an event
      // that may land after this refresh: show the saved name at once rather than the previous one.
      const session = useSessionStore.getState();
      if (session.user && session.user.name !== saved.name)
        session.setUser({ ...session.user, name: saved.name });
    },
    onError: (error) => toastFailure('Error', error, 'Failed to save settings. Please try again.'),
  });
  const saving = update.isMutating;
  const finish = ({ email: _email, ...values }: TSettingsForm) => update.trigger(values);
  // The Availability tab has its own save: 'Save Settings' is not shown beside it.
  const [tab, setTab] = useState('profile');

  return (
    <Form<TSettingsForm>
      layout="vertical"
      initialValues={initialValues(settings)}
      onFinish={(values) => void finish(values)}
      className="cand-form"
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'profile',
            label: 'Profile',
            forceRender: true,
            children: (
              <>
                <ZodTextField
                  label="Full Name"
                  name="name"
                  schema={FIELDS.name}
                  required
                  autoComplete="name"
                />
                <Form.Item
                  label="Email Address"
                  name="email"
                  extra="This is the address you sign in with (we e-mail your sign-in codes to it), so it cannot be changed here."
                >
                  <Input readOnly aria-readonly />
                </Form.Item>
                <ZodTextField label="Phone" name="phone" schema={FIELDS.phone} autoComplete="tel" />
                <ZodTextField
                  label="LinkedIn URL"
                  name="linkedinUrl"
                  schema={FIELDS.linkedinUrl}
                  placeholder="https://www.linkedin.com/in/your-name"
                />
                <ZodTextField
                  label="Location"
                  name="location"
                  schema={FIELDS.location}
                  placeholder="e.g. Austin, TX"
                />
                <ZodTextField
                  label="Bio"
                  name="bio"
                  schema={FIELDS.bio}
                  rows={4}
                  placeholder="Tell companies a bit about yourself..."
                />
              </>
            ),
          },
          {
            key: 'notifications',
            label: 'Notifications',
            forceRender: true,
            children: (
              <>
                <SwitchRow
                  name={['notifications', 'email']}
                  label="Email notifications"
                  help="Receive updates by e-mail."
                />
                <SwitchRow
                  name={['notifications', 'matches']}
                  label="New matches"
                  help="Hear when your one-pager is matched with a company."
                />
                <SwitchRow
                  name={['notifications', 'interviews']}
                  label="Interview requests"
                  help="Hear when a company asks to interview you."
                />
                <SwitchRow
                  name={['notifications', 'messages']}
                  label="Messages"
                  help="Hear when our team or a company sends you a message."
                />
              </>
            ),
          },
          {
            key: 'privacy',
            label: 'Privacy',
            forceRender: true,
            children: (
              <>
                <SwitchRow
                  name={['privacy', 'profilePublic']}
                  label="Show my profile to companies"
                  help="Hiring companies on the portal can see your profile."
                />
                <SwitchRow
                  name={['privacy', 'showContact']}
                  label="Show my contact details to companies"
                  help="Companies that see your profile also see your e-mail and phone."
                />
              </>
            ),
          },
          {
            key: 'password',
            label: 'Password',
            forceRender: true,
            children: (
              <Typography.Paragraph>
                Your account has no password: each time you sign in, we e-mail a 6-digit code to your address.
                Nothing to change here.
              </Typography.Paragraph>
            ),
          },
          { key: 'availability', label: 'Availability', children: <AvailabilityTab /> },
        ]}
      />
      {tab === 'availability' ? null : (
        <Button type="primary" htmlType="submit" size="large" loading={saving}>
          Save Settings
        </Button>
      )}
    </Form>
  );
}
