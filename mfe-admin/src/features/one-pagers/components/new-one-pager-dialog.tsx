import { Alert, Button, Flex, Form, Modal, Select, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { TALENT_ANSWERS } from '@gtm/contracts/talent';
import type { TOnePagerDetail } from '@gtm/contracts/talent';
import { toast } from '@gtm/web-kit/toast.ts';
import { serverMessage } from '@gtm/web-kit/api-error.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-list-query.ts';
import { useOnePagerDraft } from '../api/get-one-pager-draft.ts';
import { useCreateOnePager } from '../api/save-one-pager.ts';
import { useCandidateSearch } from '../api/search-candidates.ts';
import { formValuesOf, onePagerBodyOf } from '../lib/one-pager-form.ts';
import type { TOnePagerFormValues } from '../lib/one-pager-form.ts';
import { OnePagerFormFields } from './one-pager-form-fields.tsx';

interface TNewOnePagerDialogProps {
  onClose: () => void;
  /** The one-pager as created: the page opens it. */
  onCreated: (onePager: TOnePagerDetail) => void;
}

/** The candidate picker: profiles searched by name or e-mail on the server as the admin types. */
function CandidatePicker({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(term.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const candidates = useCandidateSearch(search);
  return (
    <Select<string>
      id="one-pager-candidate"
      aria-label="Candidate"
      placeholder="Search candidates by name or email..."
      className="one-pagers-candidate-select"
      showSearch
      filterOption={false}
      searchValue={term}
      onSearch={setTerm}
      value={value}
      loading={candidates.isLoading}
      notFoundContent={candidates.isLoading ? 'Searching…' : 'No candidates found.'}
      options={(candidates.data?.items ?? []).map((candidate) => ({
        value: candidate.id,
        label: `${candidate.name} (${candidate.email})`,
      }))}
      onChange={onChange}
    />
  );
}

/**
 * The create view of `/admin/dashboard/one-pagers/new`: choose a candidate, and the form fills in from their
 * profile (the server's draft) for the admin to edit before creating the one-pager.
 */
export function NewOnePagerDialog({ onClose, onCreated }: TNewOnePagerDialogProps) {
  const [profileId, setProfileId] = useState<string | null>(null);
  const [form] = Form.useForm<TOnePagerFormValues>();
  const draft = useOnePagerDraft(profileId);
  const create = useCreateOnePager({
    onSuccess: (created) => {
      toast({
        title: 'One-pager created',
        description: `${created.title} is ready: ${created.candidateName} can see it now.`,
      });
      onCreated(created);
    },
    onError: (error) => toastFailure('Failed to create', error, 'Failed to create the one-pager.'),
  });
  const saving = create.isMutating;

  return (
    <Modal
      open
      rootClassName="one-pagers-dialog"
      title="New One-Pager"
      onCancel={onClose}
      destroyOnHidden
      width={760}
      footer={
        <Flex gap="small" justify="end">
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="primary" loading={saving} disabled={!draft.data} onClick={() => form.submit()}>
            Create One-Pager
          </Button>
        </Flex>
      }
    >
      <Form.Item label="Candidate" htmlFor="one-pager-candidate" layout="vertical" required>
        <CandidatePicker value={profileId} onChange={setProfileId} />
      </Form.Item>
      {!profileId ? (
        <Typography.Paragraph type="secondary">
          Choose a candidate: the one-pager is pre-filled from their profile, then edited here.
        </Typography.Paragraph>
      ) : draft.error ? (
        <Alert
          type="warning"
          showIcon
          message={serverMessage(draft.error) ?? TALENT_ANSWERS.profileNotFound}
        />
      ) : !draft.data ? (
        <Skeleton active />
      ) : (
        <Form<TOnePagerFormValues>
          // A new candidate's draft starts a new form.
          key={draft.data.candidateProfileId}
          form={form}
          layout="vertical"
          onFinish={(values) => {
            if (profileId) void create.trigger({ ...onePagerBodyOf(values), candidateProfileId: profileId });
          }}
          initialValues={formValuesOf({ ...draft.data, status: 'active' })}
        >
          <OnePagerFormFields />
        </Form>
      )}
    </Modal>
  );
}
