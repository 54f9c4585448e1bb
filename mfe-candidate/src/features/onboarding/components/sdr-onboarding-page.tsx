import { Checkbox, Form, Input, Radio, Typography } from 'antd';
import {
  PROFILE_LIMITS,
  SALARY_RANGES,
  WORK_PREFERENCES,
  ZSdrProfileInput,
} from '@gtm/contracts/candidate-profile';
import type { TSdrProfileInput } from '@gtm/contracts/candidate-profile';
import { CheckboxGroupField } from '../../../components/checkbox-group-field.tsx';
import { useOwnProfile } from '../../../lib/get-own-profile.ts';
import type { TOwnProfile } from '../../../lib/profile-types.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { submitSdrOnboarding } from '../api/submit-sdr-onboarding.ts';
import { CharacterCount } from './character-count.tsx';
import { HeadlineFields } from './common-fields.tsx';
import { OnboardingFileFields, OnboardingForm } from './onboarding-form.tsx';
import { OnboardingFrame } from './onboarding-frame.tsx';
import { PassionsInput } from './passions-input.tsx';

const FIELDS = ZSdrProfileInput.shape;
const EDUCATION = FIELDS.education.shape;

type TSdrFormValues = Omit<TSdrProfileInput, 'passions'> & { passions: string[] };

function initialValues(profile: TOwnProfile | null): Partial<TSdrFormValues> {
  const sdr = profile?.sdrProfile;
  const passions = sdr?.passions ?? [];
  return {
    moduleSeen: false,
    ...sdr,
    headline: sdr?.headline ?? profile?.headline ?? undefined,
    shortBio: sdr?.shortBio ?? profile?.shortBio ?? undefined,
    passions: [0, 1, 2].map((index) => passions[index] ?? ''),
  };
}

/** `/candidate/onboarding/sdr`: creates or updates the SDR profile (spec sections 2 and 5). */
export function SdrOnboardingPage() {
  const { profile, isLoading } = useOwnProfile();
  return (
    <OnboardingFrame
      title="SDR Profile"
      summary="Tell companies why you want to start a career in sales and what you are looking for."
      hasProfile={profile !== null}
      loading={isLoading}
    >
      <SdrForm profile={profile} />
    </OnboardingFrame>
  );
}

function SdrForm({ profile }: { profile: TOwnProfile | null }) {
  return (
    <OnboardingForm<TSdrFormValues>
      profile={profile}
      initialValues={initialValues(profile)}
      submit={submitSdrOnboarding}
    >
      <fieldset className="cand-form__section">
        <legend>Role Understanding</legend>
        <Form.Item name="moduleSeen" valuePropName="checked">
          <Checkbox>I have gone through the SDR role overview and understand what the role involves</Checkbox>
        </Form.Item>
        <Form.Item
          label="Why do you want to start a career in sales?"
          name="salesCareerReason"
          required
          rules={[zodRule(FIELDS.salesCareerReason)]}
          extra={
            <CharacterCount
              name="salesCareerReason"
              max={PROFILE_LIMITS.careerReasonMax}
              id="sales-career-reason-count"
            />
          }
        >
          <Input.TextArea rows={4} aria-describedby="sales-career-reason-count" />
        </Form.Item>
      </fieldset>

      <fieldset className="cand-form__section">
        <legend>SDR Specific Information</legend>
        <HeadlineFields />
        <Form.Item
          label="Work preference"
          name="workPreference"
          required
          rules={[zodRule(FIELDS.workPreference)]}
        >
          <CheckboxGroupField
            options={WORK_PREFERENCES.map(({ value, label }) => ({ value, label }))}
            className="cand-options"
          />
        </Form.Item>
        <Form.Item
          label="Expected salary"
          name="expectedSalary"
          required
          rules={[zodRule(FIELDS.expectedSalary)]}
        >
          <Radio.Group
            options={SALARY_RANGES.map(({ value, label }) => ({ value, label }))}
            className="cand-options"
          />
        </Form.Item>
        <Typography.Title level={3} className="cand-form__subtitle">
          Education
        </Typography.Title>
        <div className="cand-form__grid">
          <Form.Item
            label="School"
            name={['education', 'school']}
            required
            rules={[zodRule(EDUCATION.school)]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            label="Graduation date"
            name={['education', 'graduationDate']}
            required
            rules={[zodRule(EDUCATION.graduationDate)]}
          >
            <Input placeholder="e.g. May 2025" />
          </Form.Item>
          <Form.Item label="Major" name={['education', 'major']} required rules={[zodRule(EDUCATION.major)]}>
            <Input />
          </Form.Item>
          <Form.Item label="GPA (optional)" name={['education', 'gpa']} rules={[zodRule(EDUCATION.gpa)]}>
            <Input />
          </Form.Item>
        </div>
        <Form.Item
          label="Your passions (up to 3)"
          name="passions"
          required
          rules={[zodRule(FIELDS.passions)]}
        >
          <PassionsInput />
        </Form.Item>
      </fieldset>

      <fieldset className="cand-form__section">
        <legend>File Uploads</legend>
        <OnboardingFileFields />
      </fieldset>
    </OnboardingForm>
  );
}
