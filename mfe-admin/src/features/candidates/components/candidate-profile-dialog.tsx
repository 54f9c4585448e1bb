import { Alert, Button, Descriptions, Flex, Form, Input, Modal, Select, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { SALARY_RANGES, WORK_PREFERENCES } from '@gtm/contracts/candidate-profile';
import { CANDIDATE_ADMIN_ANSWERS, CANDIDATE_EDIT_LIMITS } from '@gtm/contracts/talent';
import type { TCandidateProfileDetail } from '@gtm/contracts/talent';
import { toast } from '@gtm/web-kit/toast.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { HeadshotAvatar } from '@gtm/web-kit/headshot-avatar.tsx';
import { statusOf } from '@gtm/web-kit/api-error.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { useCandidateProfile } from '../api/get-candidate-profile.ts';
import { useUpdateCandidate } from '../api/update-candidate.ts';
import { splitCommaList } from '../lib/candidate-lists.ts';
import { CandidateStatusTag, STATUS_OPTIONS } from './candidate-status-tag.tsx';
import { CandidateTags } from './candidate-tags.tsx';

export type TDialogMode = 'view' | 'edit';

type TEditForm = {
  status: TCandidateProfileDetail['status'];
  location: string;
  methodologies: string;
  industries: string;
};

const formOf = (profile: TCandidateProfileDetail): TEditForm => ({
  status: profile.status,
  location: profile.location ?? '',
  methodologies: profile.methodologies.join(', '),
  industries: profile.industries.join(', '),
});

interface TCandidateProfileDialogProps {
  id: string;
  initialMode: TDialogMode;
  onClose: () => void;
  /** After a save: the lists refetch. */
  onSaved: () => void;
  onDelete: (profile: TCandidateProfileDetail) => void;
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const orDash = (value: string | null | undefined) => (value ? value : '—');

/** Every answer of the SDR form. */
function SdrAnswers({ sdr }: { sdr: NonNullable<TCandidateProfileDetail['sdrProfile']> }) {
  const { school, major, graduationDate, gpa } = sdr.education;
  return (
    <Descriptions column={1} size="small" bordered title="SDR answers" className="candidate-answers">
      <Descriptions.Item label="Work preference">
        {sdr.workPreference.map((value) => labelOf(WORK_PREFERENCES, value)).join(', ')}
      </Descriptions.Item>
      <Descriptions.Item label="Expected salary">
        {labelOf(SALARY_RANGES, sdr.expectedSalary)}
      </Descriptions.Item>
      <Descriptions.Item label="Why sales">{sdr.salesCareerReason}</Descriptions.Item>
      <Descriptions.Item label="Education">
        {school}, {major} (graduation {graduationDate}
        {gpa ? `, GPA ${gpa}` : ''})
      </Descriptions.Item>
      <Descriptions.Item label="Passions">{sdr.passions.join(', ')}</Descriptions.Item>
      <Descriptions.Item label="Sales module seen">{sdr.moduleSeen ? 'Yes' : 'No'}</Descriptions.Item>
    </Descriptions>
  );
}

/** Every answer of the AE form. */
function AeAnswers({ ae }: { ae: NonNullable<TCandidateProfileDetail['aeProfile']> }) {
  return (
    <Descriptions column={1} size="small" bordered title="AE answers" className="candidate-answers">
      <Descriptions.Item label="Sales methodologies">{ae.salesMethodologies.join(', ')}</Descriptions.Item>
      <Descriptions.Item label="Average ACV">{ae.acvRanges}</Descriptions.Item>
      <Descriptions.Item label="Deal cycle length">{ae.dealCycleLength}</Descriptions.Item>
      <Descriptions.Item label="Industries sold into">{ae.industries}</Descriptions.Item>
      <Descriptions.Item label="Personas sold to">{ae.personas}</Descriptions.Item>
      <Descriptions.Item label="Quota vs actual">{ae.quotaVsActual}</Descriptions.Item>
      <Descriptions.Item label="Favorite deal: situation">{ae.favoriteDeal.situation}</Descriptions.Item>
      <Descriptions.Item label="Favorite deal: action">{ae.favoriteDeal.action}</Descriptions.Item>
      <Descriptions.Item label="Favorite deal: result">{ae.favoriteDeal.result}</Descriptions.Item>
      <Descriptions.Item label="Looking for">{ae.lookingFor}</Descriptions.Item>
      <Descriptions.Item label="Company type">{ae.companyType}</Descriptions.Item>
      <Descriptions.Item label="Company size">{ae.companySize}</Descriptions.Item>
      <Descriptions.Item label="Achievements">{orDash(ae.achievements)}</Descriptions.Item>
    </Descriptions>
  );
}

/** The view mode: who the candidate is, their files, and every answer of their role's form. */
function ProfileView({ profile }: { profile: TCandidateProfileDetail }) {
  const sdr = profile.role === 'SDR' ? profile.sdrProfile : null;
  const ae = profile.role === 'AE' ? profile.aeProfile : null;
  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" align="center">
        <HeadshotAvatar
          name={profile.name}
          headshotUrl={profile.headshot?.url ?? null}
          size={72}
          classPrefix="candidates"
        />
        <Typography.Text>
          {profile.resume ? (
            <Typography.Link href={profile.resume.url} target="_blank" rel="noopener noreferrer">
              Resume (PDF)
            </Typography.Link>
          ) : (
            'No resume uploaded'
          )}
        </Typography.Text>
      </Flex>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Name">{profile.name}</Descriptions.Item>
        <Descriptions.Item label="Email">{profile.email}</Descriptions.Item>
        <Descriptions.Item label="Role">{profile.role}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <CandidateStatusTag status={profile.status} />
        </Descriptions.Item>
        <Descriptions.Item label="Location">{orDash(profile.location)}</Descriptions.Item>
        <Descriptions.Item label="Methodologies">
          <CandidateTags items={profile.methodologies} all />
        </Descriptions.Item>
        <Descriptions.Item label="Industries">
          <CandidateTags items={profile.industries} all />
        </Descriptions.Item>
        <Descriptions.Item label="Headline">{orDash(profile.headline)}</Descriptions.Item>
        <Descriptions.Item label="Short bio">{orDash(profile.shortBio)}</Descriptions.Item>
        <Descriptions.Item label="LinkedIn">
          {profile.linkedinUrl ? (
            <Typography.Link href={profile.linkedinUrl} target="_blank" rel="noopener noreferrer">
              {profile.linkedinUrl}
            </Typography.Link>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Phone">{orDash(profile.phone)}</Descriptions.Item>
        <Descriptions.Item label="Profile created">{formatDate(profile.createdAt)}</Descriptions.Item>
      </Descriptions>
      {sdr && <SdrAnswers sdr={sdr} />}
      {ae && <AeAnswers ae={ae} />}
    </Flex>
  );
}

/**
 * The profile dialog of `/admin/dashboard/candidates/:id` (spec section 2): view mode, or edit mode (status,
 * location, methodologies and industries as comma-separated text); Cancel returns to view, a save too.
 */
export function CandidateProfileDialog({
  id,
  initialMode,
  onClose,
  onSaved,
  onDelete,
}: TCandidateProfileDialogProps) {
  const profile = useCandidateProfile(id);
  const [mode, setMode] = useState<TDialogMode>(initialMode);
  const [form] = Form.useForm<TEditForm>();
  const data = profile.data;

  useEffect(() => {
    if (mode === 'edit' && data) form.setFieldsValue(formOf(data));
  }, [mode, data, form]);

  const update = useUpdateCandidate(id, {
    onSuccess: async (saved) => {
      await profile.mutate(saved, { revalidate: false });
      toast({ title: 'Profile updated', description: `${saved.name}'s profile has been saved.` });
      setMode('view');
      onSaved();
    },
    onError: (error) => toastFailure('Update failed', error, 'Failed to update candidate profile.'),
  });
  const saving = update.isMutating;
  const save = (values: TEditForm) =>
    void update.trigger({
      status: values.status,
      location: values.location.trim(),
      methodologies: splitCommaList(values.methodologies),
      industries: splitCommaList(values.industries),
    });

  const missing = statusOf(profile.error) === 404 || statusOf(profile.error) === 400;
  const title = mode === 'edit' ? 'Edit Candidate Profile' : 'Candidate Profile';

  const footer =
    data && mode === 'view' ? (
      <Flex gap="small" justify="end">
        <Button danger onClick={() => onDelete(data)}>
          Delete
        </Button>
        <Button onClick={() => setMode('edit')}>Edit</Button>
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      </Flex>
    ) : data && mode === 'edit' ? (
      <Flex gap="small" justify="end">
        <Button onClick={() => setMode('view')} disabled={saving}>
          Cancel
        </Button>
        <Button type="primary" loading={saving} onClick={() => form.submit()}>
          Save Changes
        </Button>
      </Flex>
    ) : (
      <Button onClick={onClose}>Close</Button>
    );

  return (
    <Modal
      open
      rootClassName="candidates-dialog"
      title={title}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
      width={640}
    >
      {profile.error ? (
        <Alert
          type={missing ? 'warning' : 'error'}
          showIcon
          message={
            missing ? CANDIDATE_ADMIN_ANSWERS.profileNotFound : 'Failed to load the candidate profile.'
          }
        />
      ) : !data ? (
        <Skeleton active />
      ) : mode === 'view' ? (
        <ProfileView profile={data} />
      ) : (
        <Form<TEditForm> form={form} layout="vertical" onFinish={save} initialValues={formOf(data)}>
          <Typography.Paragraph>
            {data.name} ({data.email})
          </Typography.Paragraph>
          <Form.Item
            name="status"
            label="Status"
            rules={[{ required: true, message: 'Please select a status' }]}
          >
            <Select options={STATUS_OPTIONS} />
          </Form.Item>
          <Form.Item name="location" label="Location">
            <Input maxLength={CANDIDATE_EDIT_LIMITS.location} />
          </Form.Item>
          <Form.Item name="methodologies" label="Methodologies" extra="Separate entries with commas.">
            <Input />
          </Form.Item>
          <Form.Item name="industries" label="Industries" extra="Separate entries with commas.">
            <Input />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
