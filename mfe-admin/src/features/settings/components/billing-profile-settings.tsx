import { Alert, Button, Form, Input, Skeleton, Typography } from 'antd';
import { BILLING_PROFILE_ANSWERS, ZBillingProfile } from '@gtm/contracts/placements';
import type { TBillingProfile } from '@gtm/contracts/placements';
import { zodRule } from '@gtm/web-kit/zod-rule.ts';
import { saveBillingProfile, useBillingProfile } from '../api/billing-profile.ts';
import { useSave } from '../hooks/use-save.ts';

const RULES = {
  legalName: zodRule(ZBillingProfile.shape.legalName),
  address: zodRule(ZBillingProfile.shape.address),
  taxId: zodRule(ZBillingProfile.shape.taxId),
  email: zodRule(ZBillingProfile.shape.email),
  paymentInstructions: zodRule(ZBillingProfile.shape.paymentInstructions),
};

/**
 * Billing (issue 46): GTM Combine as the seller on its invoices and credit notes: the legal name, the address,
 * the tax id, the billing e-mail and the payment instructions (bank details), saved with 'Save Billing Profile'.
 */
export function BillingProfileSettings() {
  const profile = useBillingProfile();
  const { saving, submit } = useSave(
    async (values: TBillingProfile) => {
      await profile.mutate(await saveBillingProfile(values), { revalidate: false });
    },
    {
      title: BILLING_PROFILE_ANSWERS.saved,
      description: 'Invoices drawn from now on print these details.',
      failure: 'Failed to update the billing profile.',
    },
  );
  return (
    <section aria-labelledby="settings-billing-title">
      <Typography.Title level={2} id="settings-billing-title" className="settings-section__title">
        Billing Profile
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Our details as the seller on every invoice and credit note.
      </Typography.Paragraph>
      {profile.error ? (
        <Alert type="error" showIcon title="Failed to load the billing profile. Please try again." />
      ) : profile.data === undefined ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Form<TBillingProfile>
          layout="vertical"
          name="billing-profile"
          initialValues={profile.data}
          onFinish={(values) => void submit(values)}
          className="settings-form"
        >
          <Form.Item name="legalName" label="Legal name" rules={[RULES.legalName]}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item name="address" label="Address" rules={[RULES.address]}>
            <Input.TextArea rows={4} />
          </Form.Item>
          <Form.Item name="taxId" label="Tax id" rules={[RULES.taxId]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="email" label="Billing e-mail" rules={[RULES.email]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item
            name="paymentInstructions"
            label="Payment instructions"
            extra="Printed on every invoice: bank name, IBAN or account number, SWIFT/BIC..."
            rules={[RULES.paymentInstructions]}
          >
            <Input.TextArea rows={5} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
            Save Billing Profile
          </Button>
        </Form>
      )}
    </section>
  );
}
