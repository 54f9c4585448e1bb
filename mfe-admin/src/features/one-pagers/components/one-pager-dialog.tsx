import { Alert, Button, Descriptions, Flex, Form, Modal, Skeleton, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { emptyOnePagerContent, TALENT_ANSWERS } from '@gtm/contracts/talent';
import type { TOnePagerDetail } from '@gtm/contracts/talent';
import { toast } from '@gtm/web-kit/toast.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { serverMessage } from '@gtm/web-kit/api-error.ts';
import { useDownloadOnePagerPdf } from '../api/download-one-pager-pdf.ts';
import { useOnePager } from '../api/get-one-pager.ts';
import { useUpdateOnePager } from '../api/save-one-pager.ts';
import { formValuesOf, onePagerBodyOf } from '../lib/one-pager-form.ts';
import type { TOnePagerFormValues } from '../lib/one-pager-form.ts';
import { AddToTalentCombine } from './add-to-talent-combine.tsx';
import { OnePagerFormFields } from './one-pager-form-fields.tsx';
import { OnePagerStatusTag } from './one-pager-status-tag.tsx';

const EMPTY = '—';
const text = (value: string | null | undefined) => (value ? value : EMPTY);
const joined = (items: readonly string[] | undefined) =>
  items && items.length > 0 ? items.join(', ') : EMPTY;

function Bullets({ items }: { items: readonly string[] | undefined }) {
  if (!items || items.length === 0) return <>{EMPTY}</>;
  return (
    <ul className="one-pagers-list">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function OnePagerTabs({ onePager }: { onePager: TOnePagerDetail }) {
  const content = onePager.content;
  return (
    <Tabs
      items={[
        {
          key: 'overview',
          label: 'Overview',
          children: (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Candidate">{onePager.candidateName}</Descriptions.Item>
              <Descriptions.Item label="Headline">{text(content?.title)}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <OnePagerStatusTag status={onePager.status} />
              </Descriptions.Item>
              <Descriptions.Item label="Location">{text(content?.location)}</Descriptions.Item>
              <Descriptions.Item label="Salary expectations">
                {text(content?.salaryExpectations)}
              </Descriptions.Item>
              <Descriptions.Item label="Target roles">{joined(content?.targetRoles)}</Descriptions.Item>
              <Descriptions.Item label="Summary">{text(onePager.summary)}</Descriptions.Item>
              <Descriptions.Item label="Summary items">
                <Bullets items={content?.summaryItems} />
              </Descriptions.Item>
              <Descriptions.Item label="Talent combines">
                {onePager.combines.length === 0
                  ? 'None yet'
                  : onePager.combines.map((combine) => <Tag key={combine.id}>{combine.name}</Tag>)}
              </Descriptions.Item>
              <Descriptions.Item label="Created">{formatDate(onePager.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="PDF downloads">{onePager.pdfDownloads}</Descriptions.Item>
            </Descriptions>
          ),
        },
        {
          key: 'experience',
          label: 'Experience',
          children: (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Quota">{text(content?.quota)}</Descriptions.Item>
              <Descriptions.Item label="Quota attainment">{text(content?.quotaAttainment)}</Descriptions.Item>
              <Descriptions.Item label="Average ACV">{text(content?.averageACV)}</Descriptions.Item>
              <Descriptions.Item label="Deal cycles">{joined(content?.dealCycles)}</Descriptions.Item>
              <Descriptions.Item label="Methodologies">{joined(content?.methodologies)}</Descriptions.Item>
              <Descriptions.Item label="Industries">{joined(content?.industries)}</Descriptions.Item>
              <Descriptions.Item label="Achievements">
                <Bullets items={content?.achievements} />
              </Descriptions.Item>
            </Descriptions>
          ),
        },
        {
          key: 'deal',
          label: 'Deal Walkthrough',
          children: (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Situation">
                {text(content?.dealWalkthroughSituation)}
              </Descriptions.Item>
              <Descriptions.Item label="Action">{text(content?.dealWalkthroughAction)}</Descriptions.Item>
              <Descriptions.Item label="Result">{text(content?.dealWalkthroughResult)}</Descriptions.Item>
            </Descriptions>
          ),
        },
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
    onError: (error) =>
      toast({
        title: 'Failed to update',
        description: serverMessage(error) ?? 'Failed to update the one-pager.',
        variant: 'destructive',
      }),
  });
  const saving = update.isMutating;
  const save = (values: TOnePagerFormValues) => void update.trigger(onePagerBodyOf(values));

  const pdf = useDownloadOnePagerPdf({
    onSuccess: () => {
      if (data) toast({ title: 'PDF downloaded', description: `${data.title} is saved as a PDF.` });
      void onePager.mutate();
      onChanged();
    },
    onError: (error) =>
      toast({
        title: 'Download failed',
        description: serverMessage(error) ?? 'Failed to download the one-pager PDF.',
        variant: 'destructive',
      }),
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
        <OnePagerTabs onePager={data} />
      )}
    </Modal>
  );
}
