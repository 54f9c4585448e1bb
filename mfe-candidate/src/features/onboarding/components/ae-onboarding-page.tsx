import { Form, Input, Select, Typography } from 'antd';
import { Link } from '@gtm/web-kit/router.ts';
import {
  ACV_RANGES,
  COMPANY_SIZES,
  COMPANY_TYPES,
  DEAL_CYCLES,
  SALES_METHODOLOGIES,
  ZAeProfileInput,
} from '@gtm/contracts/candidate-profile';
import type { TAeProfileInput } from '@gtm/contracts/candidate-profile';
import { PATHS } from '@gtm/contracts/paths';
import { CheckboxGroupField } from '../../../components/checkbox-group-field.tsx';
import { useOwnProfile } from '../../../lib/get-own-profile.ts';
import type { TOwnProfile } from '../../../lib/profile-types.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { submitAeOnboarding } from '../api/submit-ae-onboarding.ts';
import { HeadlineFields } from './common-fields.tsx';
import { OnboardingFileFields, OnboardingForm } from './onboarding-form.tsx';
import { OnboardingFrame } from './onboarding-frame.tsx';

const FIELDS = ZAeProfileInput.shape;
const DEAL = FIELDS.favoriteDeal.shape;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function initialValues(profile: TOwnProfile | null): Partial<TAeProfileInput> {
  const ae = profile?.aeProfile;
  if (!ae) return { headline: profile?.headline ?? undefined, shortBio: profile?.shortBio ?? undefined };
  return {
    salesMethodologies: ae.salesMethodologies,
    acvRanges: ae.acvRanges,
    dealCycleLength: ae.dealCycleLength,
    industries: ae.industries,
    personas: ae.personas,
    quotaVsActual: ae.quotaVsActual,
    favoriteDeal: ae.favoriteDeal,
    lookingFor: ae.lookingFor,
    companyType: ae.companyType,
    companySize: ae.companySize,
    achievements: ae.achievements,
    headline: ae.headline ?? profile?.headline ?? undefined,
    shortBio: ae.shortBio ?? profile?.shortBio ?? undefined,
  };
}

/** `/candidate/onboarding/ae`: creates or updates the AE profile (spec sections 2 and 5). */
export function AeOnboardingPage() {
  const { profile, isLoading } = useOwnProfile();
  return (
    <OnboardingFrame
      title="AE Profile"
      summary="Your sales experience, performance and what you are looking for next."
      hasProfile={profile !== null}
      loading={isLoading}
    >
      <AeForm profile={profile} />
    </OnboardingFrame>
  );
}

function DealStory({ part, label }: { part: 'situation' | 'action' | 'result'; label: string }) {
  return (
    <Form.Item label={label} name={['favoriteDeal', part]} required rules={[zodRule(DEAL[part])]}>
      <Input.TextArea rows={3} />
    </Form.Item>
  );
}

type TSelectField = 'acvRanges' | 'dealCycleLength' | 'companyType' | 'companySize';

function SelectItem({
  label,
  name,
  values,
}: {
  label: string;
  name: TSelectField;
  values: readonly string[];
}) {
  return (
    <Form.Item label={label} name={name} required rules={[zodRule(FIELDS[name])]}>
      <Select options={options(values)} />
    </Form.Item>
  );
}

function AeForm({ profile }: { profile: TOwnProfile | null }) {
  return (
    <OnboardingForm<TAeProfileInput>
      profile={profile}
      initialValues={initialValues(profile)}
      submit={submitAeOnboarding}
    >
      <fieldset className="cand-form__section">
        <legend>Basic Information</legend>
        <Typography.Paragraph type="secondary">
          Your name, e-mail, LinkedIn URL and location are changed in{' '}
          <Link to={PATHS.candidate.settings}>Account Settings</Link>.
        </Typography.Paragraph>
        <OnboardingFileFields />
        <HeadlineFields />
      </fieldset>

      <fieldset className="cand-form__section">
        <legend>Sales Experience</legend>
        <Form.Item
          label="Sales methodologies"
          name="salesMethodologies"
          required
          rules={[zodRule(FIELDS.salesMethodologies)]}
        >
          <CheckboxGroupField options={options(SALES_METHODOLOGIES)} className="cand-options" />
        </Form.Item>
        <div className="cand-form__grid">
          <SelectItem label="Average annual contract value (ACV)" name="acvRanges" values={ACV_RANGES} />
          <SelectItem label="Average deal cycle length" name="dealCycleLength" values={DEAL_CYCLES} />
        </div>
        <Form.Item
          label="Industries sold into"
          name="industries"
          required
          rules={[zodRule(FIELDS.industries)]}
        >
          <Input placeholder="e.g. FinTech, Healthcare, Retail" />
        </Form.Item>
        <Form.Item label="Buyer personas sold to" name="personas" required rules={[zodRule(FIELDS.personas)]}>
          <Input placeholder="e.g. CFO, VP Sales, Head of IT" />
        </Form.Item>
      </fieldset>

      <fieldset className="cand-form__section">
        <legend>Sales Performance</legend>
        <Form.Item
          label="Quota vs. actual"
          name="quotaVsActual"
          required
          rules={[zodRule(FIELDS.quotaVsActual)]}
        >
          <Input.TextArea rows={3} placeholder="e.g. 2023: quota $650K, actual $995K" />
        </Form.Item>
        <Typography.Title level={3} className="cand-form__subtitle">
          Your favorite deal
        </Typography.Title>
        <DealStory part="situation" label="Situation" />
        <DealStory part="action" label="Action" />
        <DealStory part="result" label="Result" />
        <Form.Item label="Achievements (optional)" name="achievements" rules={[zodRule(FIELDS.achievements)]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </fieldset>

      <fieldset className="cand-form__section">
        <legend>Preferences</legend>
        <Form.Item
          label="What are you looking for?"
          name="lookingFor"
          required
          rules={[zodRule(FIELDS.lookingFor)]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <div className="cand-form__grid">
          <SelectItem label="Preferred company type" name="companyType" values={COMPANY_TYPES} />
          <SelectItem label="Preferred company size" name="companySize" values={COMPANY_SIZES} />
        </div>
      </fieldset>
    </OnboardingForm>
  );
}
