import { Alert, Button, Flex, Form, Modal, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { emptyOnePagerContent, TALENT_ANSWERS } from '@gtm/contracts/talent';
import type { TOnePagerDetail } from '@gtm/contracts/talent';
import { toast } from '@gtm/web-kit/toast.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { OnePagerTabs } from '@gtm/web-kit/one-pager-tabs.tsx';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { useDownloadOnePagerPdf } from '../api/download-one-pager-pdf.ts';
import { useOnePager } from '../api/get-one-pager.ts';
import { useUpdateOnePager } from '../api/save-one-pager.ts';
import { formValuesOf, onePagerBodyOf } from '../lib/one-pager-form.ts';
import type { TOnePagerFormValues } from '../lib/one-pager-form.ts';
import { AddToTalentCombine } from './add-to-talent-combine.tsx';
import { OnePagerFormFields } from './one-pager-form-fields.tsx';
import { OnePagerStatusTag } from './one-pager-status-tag.tsx';

/** The one-pager's tabs with what only the admins see: its status, combines, creation and downloads. */
function AdminOnePagerTabs({ onePager }: { onePager: TOnePagerDetail }) {
  return (
    <OnePagerTabs
      candidateName={onePager.candidateName}
      summary={onePager.summary}
      content={onePager.content}
      bulletsClassName="one-pagers-list"
      afterHeadline={[{ label: 'Status', value: <OnePagerStatusTag status={onePager.status} /> }]}
      afterSummary={[
        {
          label: 'Talent combines',
          value:
            onePager.combines.length === 0
              ? 'None yet'
              : onePager.combines.map((combine) => <Tag key={combine.id}>{combine.name}</Tag>),
        },
        { label: 'Created', value: formatDate(onePager.createdAt) },
        { label: 'PDF downloads', value: onePager.pdfDownloads },
      ]}
    />
  );
}

interface TOnePagerDialogProps {
  id: string;
  onClose: () => void;
  /** After a change: the list refetches. */
  onChanged: () => void;
}

/**
 * The one-pager dialog of `/admin/dashboard/one-pagers/:id`: tabs Overview, Experience and Deal Walkthrough,
 * the PDF download and 'Add to talent combine'; Edit switches to the form, Cancel or a save back to the tabs.
 */
export function OnePagerDialog({ id, onClose, onChanged }: TOnePagerDialogProps) {
  const onePager = useOnePager(id);
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<TOnePagerFormValues>();
  const data = onePager.data;

  const update = useUpdateOnePager(id, {
    onSuccess: async (saved) => {
      await onePager.mutate(saved, { revalidate: false });
      toast({ title: 'One-pager updated', description: `${saved.title} has been saved.` });
      setEditing(false);
      onChanged();
    },
    onError: (error) => toastFailure('Failed to update', error, 'Failed to update the one-pager.'),
  });
  const saving = update.isMutating;
  const save = (values: TOnePagerFormValues) => void update.trigger(onePagerBodyOf(values));

  const pdf = useDownloadOnePagerPdf({
    onSuccess: () => {
      if (data) toast({ title: 'PDF downloaded', description: `${data.title} is saved as a PDF.` });
      void onePager.mutate();
      onChanged();
    },
    onError: (error) => toastFailure('Download failed', error, 'Failed to download the one-pager PDF.'),
  });
  const downloading = pdf.isMutating;
  const download = (record: TOnePagerDetail) =>
    void pdf.trigger({ id: record.id, candidateName: record.candidateName });

  const footer =
    data && !editing ? (
      <Flex gap="small" justify="space-between" wrap>
        <AddToTalentCombine
          onePagerId={data.id}
          onAdded={() => {
            void onePager.mutate();
            onChanged();
          }}
        />
        <Space wrap>
          <Button loading={downloading} onClick={() => download(data)}>
            Download PDF
          </Button>
          <Button onClick={() => setEditing(true)}>Edit</Button>
          <Button type="primary" onClick={onClose}>
            Close
          </Button>
        </Space>
      </Flex>
    ) : data ? (
      <Flex gap="small" justify="end">
        <Button onClick={() => setEditing(false)} disabled={saving}>
          Cancel
        </Button>
        <Button type="primary" loading={saving} onClick={() => form.submit()}>
          Save Changes
        </Button>
      </Flex>
    ) : (
      <Button onClick={onClose}>Close</Button>
    );

  const missing = onePager.error && 'status' in onePager.error && [400, 404].includes(onePager.error.status);

  return (
    <Modal
      open
      rootClassName="one-pagers-dialog"
      title={data ? (editing ? `Edit ${data.title}` : data.title) : 'One-Pager'}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
      width={760}
    >
      {onePager.error ? (
        <Alert
          type={missing ? 'warning' : 'error'}
          showIcon
          message={missing ? TALENT_ANSWERS.onePagerNotFound : 'Failed to load the one-pager.'}
        />
      ) : !data ? (
        <Skeleton active />
      ) : editing ? (
        <Form<TOnePagerFormValues>
          form={form}
          layout="vertical"
          onFinish={save}
          initialValues={formValuesOf({
            ...data,
            content: data.content ?? emptyOnePagerContent(data.candidateName),
          })}
        >
          <OnePagerFormFields />
        </Form>
      ) : (
        <AdminOnePagerTabs onePager={data} />
      )}
    </Modal>
  );
}
