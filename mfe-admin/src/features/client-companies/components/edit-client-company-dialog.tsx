import { Alert, Form, Input, InputNumber, Radio, Select, Switch, Typography } from 'antd';
import {
  CLIENT_EMAIL_FREQUENCIES,
  CLIENT_VIEW_TYPES,
  ZClientBilling,
  zClientCurrency,
  zClientFeePercent,
  zClientTaxPercent,
  zClientTimeZone,
} from '@gtm/contracts/clients';
import type { TClientCompany } from '@gtm/contracts/clients';
import { toast } from '@gtm/web-kit/toast.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { zodRule } from '@gtm/web-kit/zod-rule.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useUpdateClientCompany } from '../api/update-client-company.ts';
import {
  companyChanges,
  currencyOptions,
  EMAIL_FREQUENCY_LABELS,
  savedMessage,
  timeZoneMatches,
  timeZoneOptions,
  VIEW_TYPE_LABELS,
} from '../lib/company-settings.ts';
import type { TCompanySettings } from '../lib/company-settings.ts';

const FREQUENCY_OPTIONS = CLIENT_EMAIL_FREQUENCIES.map((value) => ({
  value,
  label: EMAIL_FREQUENCY_LABELS[value],
}));
const VIEW_TYPE_OPTIONS = CLIENT_VIEW_TYPES.map((value) => ({ value, label: VIEW_TYPE_LABELS[value] }));
// The service's own checks, with its words (an emptied fee is null, which the fee's schema refuses too).
const FEE_RULE = zodRule(zClientFeePercent);
const TIME_ZONE_RULE = zodRule(zClientTimeZone);
const TIME_ZONE_OPTIONS = timeZoneOptions();
const TAX_RULE = zodRule(zClientTaxPercent);
const CURRENCY_RULE = zodRule(zClientCurrency);
const CURRENCY_OPTIONS = currencyOptions();
const BILLING_RULES = {
  legal_name: zodRule(ZClientBilling.shape.legal_name),
  billing_address: zodRule(ZClientBilling.shape.billing_address),
  billing_email: zodRule(ZClientBilling.shape.billing_email),
  tax_id: zodRule(ZClientBilling.shape.tax_id),
};

interface TEditClientCompanyDialogProps {
  company: TClientCompany;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Edits a client company: how often its users hear of new combines, whether they see candidates in full or
 * anonymized, its success fee, the time zone its business days are counted in, its billing details (legal
 * name, address, billing e-mail, tax id, currency, tax: what its invoices say and where they go), and deleted
 * (which ends its users' access, their open sessions too). Only changes are sent.
 */
export function EditClientCompanyDialog({ company, onClose, onSaved }: TEditClientCompanyDialogProps) {
  const [form] = Form.useForm<TCompanySettings>();
  const initial: TCompanySettings = {
    email_frequency: company.email_frequency,
    view_type: company.view_type,
    fee_percent: company.fee_percent,
    time_zone: company.time_zone,
    legal_name: company.legal_name,
    billing_address: company.billing_address,
    billing_email: company.billing_email,
    tax_id: company.tax_id,
    currency: company.currency,
    tax_percent: company.tax_percent,
    deleted: company.deleted,
  };
  const values = Form.useWatch([], form) as TCompanySettings | undefined;
  const changes = companyChanges(company, { ...initial, ...values });
  const update = useUpdateClientCompany({
    onSuccess: (saved, { changes: sent }) => {
      toast({ title: 'Company updated', description: savedMessage(saved, sent) });
      onSaved();
    },
    onError: (error) =>
      toastFailure('Update failed', error, 'Failed to update the client company. Please try again.'),
  });

  return (
    <FormDialog<TCompanySettings>
      title={`Edit ${company.name}`}
      rootClassName="clients-dialog"
      submitText="Save Changes"
      form={form}
      name="edit-client-company"
      initialValues={initial}
      submitting={update.isMutating}
      submitDisabled={!changes}
      onClose={onClose}
      onSubmit={() => {
        if (changes) void update.trigger({ id: company._id, changes });
      }}
    >
      <Form.Item
        name="email_frequency"
        label="Email frequency"
        extra="How often the company's users are e-mailed about talent combines shared with them."
      >
        <Select options={FREQUENCY_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="view_type"
        label="View type"
        extra="Anonymized: the company never receives a candidate's name, headshot, contact details or resume."
      >
        <Radio.Group
          options={VIEW_TYPE_OPTIONS}
          optionType="button"
          role="radiogroup"
          aria-label="View type"
        />
      </Form.Item>
      <Form.Item
        name="fee_percent"
        label="Success fee (%)"
        extra="The company's fee on a hire, in percent of the salary: 0 to 50, up to 2 decimals."
        rules={[FEE_RULE]}
      >
        {/* No min or max here: an out-of-range fee stays as typed, and the rule says why it cannot be saved. */}
        <InputNumber<number> step={1} suffix="%" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="time_zone"
        label="Time zone"
        extra="Business days (such as a decision within five business days) are counted in this time zone."
        rules={[TIME_ZONE_RULE]}
      >
        <Select<string>
          showSearch={{
            filterOption: (search, option) => timeZoneMatches(search, String(option?.value ?? '')),
          }}
          options={TIME_ZONE_OPTIONS}
          placeholder="Search time zones..."
        />
      </Form.Item>
      <Typography.Title level={5}>Billing</Typography.Title>
      <Form.Item
        name="legal_name"
        label="Legal name"
        extra="The name its invoices are addressed to (empty: the company's name)."
        rules={[BILLING_RULES.legal_name]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="billing_address" label="Billing address" rules={[BILLING_RULES.billing_address]}>
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item
        name="billing_email"
        label="Billing e-mail"
        extra="Where its invoices are e-mailed (empty: to its enabled users)."
        rules={[BILLING_RULES.billing_email]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="tax_id" label="Tax id" rules={[BILLING_RULES.tax_id]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="currency"
        label="Currency"
        extra="Salaries, fees and invoices of its hires are in this currency (ISO 4217)."
        rules={[CURRENCY_RULE]}
      >
        <Select<string> showSearch options={CURRENCY_OPTIONS} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="tax_percent"
        label="Tax (%)"
        extra="Added to the fee on its invoices as a line of its own: 0 to 30, up to 2 decimals."
        rules={[TAX_RULE]}
      >
        <InputNumber<number> step={1} suffix="%" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="deleted" label="Deleted" valuePropName="checked">
        <Switch />
      </Form.Item>
      {values?.deleted && !company.deleted && (
        <Alert
          type="warning"
          showIcon
          data-testid="company-delete-warning"
          title="Deleting ends the access of this company's users"
          description={`Every user of ${company.name} is signed out and cannot sign in until the company is restored.`}
        />
      )}
      {company.deleted && values?.deleted === false && (
        <Typography.Paragraph>
          Restoring gives the company&apos;s enabled users their access back.
        </Typography.Paragraph>
      )}
    </FormDialog>
  );
}
