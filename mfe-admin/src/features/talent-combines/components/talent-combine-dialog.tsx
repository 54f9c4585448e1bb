import { Alert, Button, Descriptions, Flex, Modal, Select, Skeleton, Table, Tabs, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import {
  COMBINE_SIZE_WORDS,
  isOutsideCombineSize,
  TALENT_ANSWERS,
  TALENT_COMBINE_SIZE,
} from '@gtm/contracts/talent';
import type { TOnePagerRow, TTalentCombineDetail } from '@gtm/contracts/talent';
import { toast } from '@gtm/web-kit/toast.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-list-query.ts';
import { useAddOnePager, useOnePagerOptions, useRemoveOnePager } from '../api/combine-one-pagers.ts';
import { useTalentCombine } from '../api/get-talent-combine.ts';
import { CombineSharing } from './combine-sharing.tsx';
import { CombineSizeTag, CombineStatusTag } from './combine-tags.tsx';
import { TalentCombineFormDialog } from './talent-combine-form-dialog.tsx';

/** The add picker: one-pagers searched by title or candidate on the server as the admin types. */
function AddOnePagerSelect({ combine, onAdded }: { combine: TTalentCombineDetail; onAdded: () => void }) {
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(term.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const options = useOnePagerOptions(search);
  const members = new Set(combine.onePagers.map((row) => row.id));
  const add = useAddOnePager(combine.id, {
    onSuccess: (answer) => {
      toast(
        answer.changed
          ? {
              title: 'One-pager added',
              description: `${combine.name} now holds ${answer.onePagerCount} ${answer.onePagerCount === 1 ? 'one-pager' : 'one-pagers'}.`,
            }
          : { title: 'Already in talent combine', description: answer.message },
      );
      onAdded();
    },
    // The spec's text, whatever the server said.
    onError: () =>
      toast({
        title: 'Failed to add',
        description: 'Failed to add one-pager to talent combine.',
        variant: 'destructive',
      }),
  });

  return (
    <Select<string>
      aria-label="Add a one-pager"
      placeholder="Add a one-pager..."
      className="talent-combines-add-select"
      showSearch
      filterOption={false}
      searchValue={term}
      onSearch={setTerm}
      value={null}
      loading={options.isLoading || add.isMutating}
      disabled={add.isMutating}
      notFoundContent="No one-pagers found."
      options={(options.data?.items ?? []).map((row) => ({
        value: row.id,
        label: `${row.candidateName}: ${row.title}`,
        disabled: members.has(row.id),
      }))}
      onChange={(value) => {
        setTerm('');
        void add.trigger(value);
      }}
    />
  );
}

interface TTalentCombineDialogProps {
  id: string;
  onClose: () => void;
  /** After a change: the list refetches. */
  onChanged: () => void;
}

/**
 * The combine dialog of `/admin/dashboard/talent-combines/:id`: its details, its package size (flagged outside
 * 5-7), Edit (the form dialog over it), and two tabs: its one-pagers with Remove and the add picker, and its
 * sharing with client companies.
 */
export function TalentCombineDialog({ id, onClose, onChanged }: TTalentCombineDialogProps) {
  const combine = useTalentCombine(id);
  const [editing, setEditing] = useState(false);
  // The open tab is kept here: the tabs remount when a refresh shows the skeleton, and the admin stays on theirs.
  const [tab, setTab] = useState('one-pagers');
  const data = combine.data;
  const refresh = () => {
    void combine.mutate();
    onChanged();
  };

  const remove = useRemoveOnePager(id, {
    onSuccess: (answer, onePagerId) => {
      const row = data?.onePagers.find((onePager) => onePager.id === onePagerId);
      toast({
        title: 'One-pager removed',
        description: `${row?.title ?? 'The one-pager'} is out of the combine (${answer.onePagerCount} left).`,
      });
      refresh();
    },
    onError: (error) =>
      toastFailure('Failed to remove', error, 'Failed to remove one-pager from talent combine.'),
  });

  const columns: TableColumnsType<TOnePagerRow> = [
    { title: 'Candidate', dataIndex: 'candidateName', key: 'candidateName' },
    { title: 'Title', dataIndex: 'title', key: 'title' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, row) => (
        <Button
          size="small"
          danger
          loading={remove.pending === row.id}
          onClick={() => void remove.trigger(row.id)}
          aria-label={`Remove ${row.candidateName}`}
        >
          Remove
        </Button>
      ),
    },
  ];

  const missing = combine.error && 'status' in combine.error && [400, 404].includes(combine.error.status);

  return (
    <>
      <Modal
        open
        rootClassName="talent-combines-dialog"
        title={data?.name ?? 'Talent Combine'}
        onCancel={onClose}
        destroyOnHidden
        width={960}
        footer={
          <Flex gap="small" justify="end">
            {data && <Button onClick={() => setEditing(true)}>Edit</Button>}
            <Button type="primary" onClick={onClose}>
              Close
            </Button>
          </Flex>
        }
      >
        {/* A refresh that fails keeps the combine on screen, unless the combine is gone. */}
        {combine.error && (!data || missing) ? (
          <Alert
            type={missing ? 'warning' : 'error'}
            showIcon
            message={missing ? TALENT_ANSWERS.combineNotFound : 'Failed to load the talent combine.'}
          />
        ) : !data ? (
          <Skeleton active />
        ) : (
          <Flex vertical gap="middle">
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Description">{data.description}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <CombineStatusTag status={data.status} />
              </Descriptions.Item>
              <Descriptions.Item label="Target date">
                {data.targetDate ? formatDate(data.targetDate) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Package size">
                <CombineSizeTag count={data.onePagerCount} />
                <Tag bordered={false}>
                  Package: {TALENT_COMBINE_SIZE.min}-{TALENT_COMBINE_SIZE.max} candidates
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label="Created">{formatDate(data.createdAt)}</Descriptions.Item>
            </Descriptions>
            {isOutsideCombineSize(data.onePagerCount) && (
              <Alert
                type="warning"
                showIcon
                data-testid="combine-size-flag"
                message={COMBINE_SIZE_WORDS.flag}
                description={COMBINE_SIZE_WORDS.description(data.onePagerCount)}
              />
            )}
            <Tabs
              activeKey={tab}
              onChange={setTab}
              items={[
                {
                  key: 'one-pagers',
                  label: 'One-Pagers',
                  children: (
                    <Flex vertical gap="middle">
                      <AddOnePagerSelect combine={data} onAdded={refresh} />
                      <Table<TOnePagerRow>
                        rowKey="id"
                        columns={columns}
                        dataSource={data.onePagers}
                        pagination={false}
                        size="small"
                        aria-label="One-pagers in this combine"
                        locale={{ emptyText: 'No one-pagers found.' }}
                      />
                    </Flex>
                  ),
                },
                { key: 'sharing', label: 'Sharing', children: <CombineSharing talentCombineId={data.id} /> },
              ]}
            />
          </Flex>
        )}
      </Modal>
      {editing && data && (
        <TalentCombineFormDialog
          combine={data}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            refresh();
          }}
        />
      )}
    </>
  );
}
