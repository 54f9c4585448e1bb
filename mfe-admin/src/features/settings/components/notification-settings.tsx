import { Button, Form, Switch, Typography } from 'antd';
import { AUTH_ANSWERS } from '@gtm/contracts/auth';
import type { TAccountSettings } from '@gtm/contracts/auth';
import { saveNotifications } from '../api/update-notifications.ts';
import { useSave } from '../hooks/use-save.ts';

type TNotifications = TAccountSettings['notifications'];

const SWITCHES: { name: keyof TNotifications; label: string; description: string }[] = [
  {
    name: 'emailNotifications',
    label: 'Email Notifications',
    description: 'Receive notifications via email',
  },
  {
    name: 'newCandidateAlerts',
    label: 'New Candidate Alerts',
    description: 'Get notified when new candidates join the platform',
  },
  {
    name: 'marketingEmails',
    label: 'Marketing Emails',
    description: 'Receive emails about new features and platform updates',
  },
];

/** Notification Settings: three switches, saved with 'Save Notification Settings'. */
export function NotificationSettings({ notifications }: { notifications: TNotifications }) {
  const { saving, submit } = useSave(saveNotifications, {
    title: 'Notifications Updated',
    description: AUTH_ANSWERS.notificationsUpdated,
    failure: 'Failed to update notification settings.',
  });
  return (
    <section aria-labelledby="settings-notifications-title">
      <Typography.Title level={2} id="settings-notifications-title" className="settings-section__title">
        Notification Settings
      </Typography.Title>
      <Form<TNotifications>
        layout="horizontal"
        name="notifications"
        initialValues={notifications}
        onFinish={(values) => void submit(values)}
        className="settings-form"
        colon={false}
      >
        {SWITCHES.map((entry) => (
          <Form.Item
            key={entry.name}
            name={entry.name}
            label={entry.label}
            extra={entry.description}
            valuePropName="checked"
            className="settings-switch"
          >
            <Switch />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
          Save Notification Settings
        </Button>
      </Form>
    </section>
  );
}
