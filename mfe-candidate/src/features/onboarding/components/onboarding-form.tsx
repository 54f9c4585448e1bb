import { Button, Form, Progress } from 'antd';
import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { TOwnProfile } from '../../../lib/profile-types.ts';
import { settingsFieldsOf } from '../../../lib/settings-fields.ts';
import type { TOnboardingFiles } from '../api/onboarding-form-data.ts';
import type { TUploadProgress } from '../api/post-with-progress.ts';
import { useSaveProfile } from '../hooks/use-save-profile.ts';
import { FileField } from './file-field.tsx';

type TFileSlots = {
  profile: TOwnProfile | null;
  setResume: (file: File | null) => void;
  setHeadshot: (file: File | null) => void;
};

const FileSlots = createContext<TFileSlots | null>(null);

/**
 * The form both onboarding pages share: the resume and headshot picked in its `OnboardingFileFields`, the
 * saving state, and the submit that carries the settings page's fields along unchanged. Each page passes its
 * own sections as children and places `OnboardingFileFields` where its form shows the uploads.
 */
export function OnboardingForm<TValues extends object>({
  profile,
  initialValues,
  submit,
  children,
}: {
  profile: TOwnProfile | null;
  initialValues: Partial<TValues>;
  submit: (
    data: ReturnType<typeof settingsFieldsOf> & TValues,
    files: TOnboardingFiles,
    onProgress: TUploadProgress,
  ) => Promise<{ created: boolean }>;
  children: ReactNode;
}) {
  const [resume, setResume] = useState<File | null>(null);
  const [headshot, setHeadshot] = useState<File | null>(null);
  // How much of the files has gone up, while a submit with files is on its way.
  const [progress, setProgress] = useState<number | null>(null);
  const [form] = Form.useForm<TValues>();
  const { saving, save } = useSaveProfile(form);
  const slots = useMemo(() => ({ profile, setResume, setHeadshot }), [profile]);

  const finish = (values: TValues) => {
    const sendsFiles = resume !== null || headshot !== null;
    setProgress(sendsFiles ? 0 : null);
    return save(() =>
      submit({ ...settingsFieldsOf(profile), ...values }, { resume, headshot }, setProgress).finally(() =>
        setProgress(null),
      ),
    );
  };

  return (
    <Form<TValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void finish(values)}
      scrollToFirstError
      className="cand-form"
    >
      <FileSlots.Provider value={slots}>{children}</FileSlots.Provider>

      {saving && progress !== null ? (
        <div className="cand-upload-progress" data-testid="upload-progress">
          <span id="upload-progress-label">Uploading your files</span>
          <Progress percent={progress} status="active" aria-labelledby="upload-progress-label" />
        </div>
      ) : null}

      <Button type="primary" htmlType="submit" size="large" loading={saving}>
        {saving ? 'Saving...' : 'Save Profile'}
      </Button>
    </Form>
  );
}

/** The resume and headshot inputs of the enclosing `OnboardingForm`. */
export function OnboardingFileFields() {
  const slots = useContext(FileSlots);
  if (!slots) throw new Error('OnboardingFileFields must be rendered inside an OnboardingForm.');
  const { profile, setResume, setHeadshot } = slots;
  return (
    <>
      <FileField part="resume" label="Resume (PDF)" current={profile?.resume ?? null} onChange={setResume} />
      <FileField
        part="headshot"
        label="Headshot (optional)"
        current={profile?.headshot ?? null}
        onChange={setHeadshot}
      />
    </>
  );
}
