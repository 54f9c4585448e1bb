import { Alert, Button, Grid, Skeleton, Tabs, Typography } from 'antd';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { useAccountSettings } from '../api/get-account-settings.ts';
import { BillingProfileSettings } from './billing-profile-settings.tsx';
import { NotificationSettings } from './notification-settings.tsx';
import { ProfileSettings } from './profile-settings.tsx';
import { SecuritySettings } from './security-settings.tsx';

/**
 * `/admin/dashboard/settings`: Account Settings with a side menu of four sections, starting at Profile. The
 * forms start from the admin's stored settings (svc-auth's account settings read); Billing is the portal's
 * seller details on invoices (svc-candidates').
 */
export function SettingsPage() {
  useDocumentHead({
    title: pageTitle('Account Settings'),
    description: 'Manage your account preferences and settings',
  });
  const settings = useAccountSettings();
  const screens = Grid.useBreakpoint();
  const data = settings.error ? undefined : settings.data;

  return (
    <section className="admin-page settings">
      <Typography.Title level={1} className="admin-page__title settings__title">
        Account Settings
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Manage your account preferences and settings
      </Typography.Paragraph>
      {settings.error ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load your settings. Please try again."
          action={
            <Button size="small" onClick={() => void settings.mutate()}>
              Retry
            </Button>
          }
        />
      ) : data === undefined ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Tabs
          className="settings-tabs"
          tabPlacement={screens.md ? 'start' : 'top'}
          defaultActiveKey="profile"
          items={[
            { key: 'profile', label: 'Profile', children: <ProfileSettings profile={data.profile} /> },
            {
              key: 'notifications',
              label: 'Notifications',
              children: <NotificationSettings notifications={data.notifications} />,
            },
            {
              key: 'security',
              label: 'Security',
              children: <SecuritySettings security={data.security} email={data.profile.email} />,
            },
            { key: 'billing', label: 'Billing', children: <BillingProfileSettings /> },
          ]}
        />
      )}
    </section>
  );
}
