import { Alert, Button, Flex, Form, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type { TCombineShare } from '@gtm/contracts/employer';
import { toast } from '@gtm/web-kit/toast.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { ClientCompanySelect } from '../../../components/client-company-select.tsx';
import type { TCompanyChoice } from '../../../components/client-company-select.tsx';
import { actionsColumn, minTableWidth, textColumn } from '../../../components/table-columns.tsx';
import type { TListColumn } from '../../../components/table-columns.tsx';
import { useCombineShares, useShareTalentCombine, useWithdrawCombineShare } from '../api/combine-shares.ts';
import { alreadySharedCompanies, decisionSummary } from '../lib/share-summary.ts';
import { ShareFeedbackDialog } from './share-feedback-dialog.tsx';

type TShareForm = { companies?: TCompanyChoice[] };

/** Before anything is shared: the companies listed by name, so a wrong one is caught before its users are told. */
function ConfirmShare({
  companies,
  sharing,
  onConfirm,
  onCancel,
}: {
  companies: readonly TCompanyChoice[];
  sharing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open
      title="Share with these companies?"
      onCancel={onCancel}
      rootClassName="talent-combines-dialog"
      footer={
        <Flex gap="small" justify="end">
          <Button onClick={onCancel} disabled={sharing}>
            Cancel
          </Button>
          <Button type="primary" loading={sharing} onClick={onConfirm}>
            Share with {companies.length} {companies.length === 1 ? 'company' : 'companies'}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph>
        Their users see this talent combine and are told by e-mail as each company&apos;s e-mail frequency
        says.
      </Typography.Paragraph>
      <ul className="talent-combines-share-confirm">
        {companies.map((company) => (
          <li key={company.value}>{company.label}</li>
        ))}
      </ul>
    </Modal>
  );
}

/** 'Share with companies': client companies searched on the server; the ones that see the combine now are greyed. */
function ShareWithCompanies({
  talentCombineId,
  shares,
  onShared,
}: {
  talentCombineId: string;
  shares: readonly TCombineShare[];
  onShared: () => void;
}) {
  const [form] = Form.useForm<TShareForm>();
  const [confirming, setConfirming] = useState<TCompanyChoice[] | null>(null);
  const unavailable = useMemo(() => alreadySharedCompanies(shares), [shares]);
  const share = useShareTalentCombine(talentCombineId, {
    onSuccess: (answer) => {
      toast({ title: 'Talent combine shared', description: answer.message });
      setConfirming(null);
      form.resetFields();
      onShared();
    },
    onError: (error) => {
      setConfirming(null);
      toastFailure('Failed to share', error, 'Failed to share the talent combine. Please try again.');
    },
  });

  return (
    <Form<TShareForm>
      form={form}
      layout="vertical"
      onFinish={({ companies = [] }) => setConfirming(companies)}
      requiredMark={false}
    >
      <Form.Item
        name="companies"
        label="Share with companies"
        rules={[{ required: true, message: EMPLOYER_ANSWERS.companyRequired }]}
        extra="Their users are told by e-mail as each company's e-mail frequency says."
      >
        <ClientCompanySelect
          mode="multiple"
          placeholder="Search client companies..."
          unavailable={unavailable}
          disabled={share.isMutating}
          className="talent-combines-share-select"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={share.isMutating}>
        Share
      </Button>
      {confirming && (
        <ConfirmShare
          companies={confirming}
          sharing={share.isMutating}
          onConfirm={() => void share.trigger(confirming.map((company) => company.value))}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Form>
  );
}

/**
 * The combine's 'Sharing' tab: share it with client companies, and per company when it was shared and by
 * whom, when the company first opened it, its decisions and interview requests, Withdraw, and its feedback.
 */
export function CombineSharing({ talentCombineId }: { talentCombineId: string }) {
  const shares = useCombineShares(talentCombineId);
  const [openShare, setOpenShare] = useState<TCombineShare | null>(null);
  const items = shares.data?.items ?? [];
  const withdraw = useWithdrawCombineShare(talentCombineId, {
    onSuccess: async (answer) => {
      toast({ title: 'Share withdrawn', description: answer.message });
      await shares.mutate();
    },
    onError: (error) =>
      toastFailure('Failed to withdraw', error, 'Failed to withdraw the share. Please try again.'),
  });

  const columns: TListColumn<TCombineShare>[] = [
    textColumn<TCombineShare>({ title: 'Company', dataIndex: 'companyName', key: 'companyName', width: 160 }),
    {
      title: 'Shared',
      key: 'sharedAt',
      width: 120,
      render: (_value, share) => (
        <>
          {formatDate(share.sharedAt)}
          {share.sharedByName && (
            <Typography.Text type="secondary" className="talent-combines-share__by">
              by {share.sharedByName}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: 'First viewed',
      dataIndex: 'firstViewedAt',
      key: 'firstViewedAt',
      width: 100,
      render: (firstViewedAt: string | null) =>
        firstViewedAt ? formatDate(firstViewedAt) : 'Not viewed yet',
    },
    {
      title: 'Status',
      dataIndex: 'withdrawnAt',
      key: 'status',
      width: 120,
      render: (withdrawnAt: string | null) =>
        withdrawnAt ? <Tag>Withdrawn {formatDate(withdrawnAt)}</Tag> : <Tag color="green">Shared</Tag>,
    },
    {
      title: 'Decisions',
      dataIndex: 'decisions',
      key: 'decisions',
      width: 120,
      render: (decisions: TCombineShare['decisions']) => decisionSummary(decisions),
    },
    {
      title: 'Interview requests',
      dataIndex: 'interviewRequestCount',
      key: 'interviewRequestCount',
      // Wide enough for "Interview" on one line (at 90 px the header broke inside the word at 1366 px).
      width: 130,
    },
    actionsColumn<TCombineShare>(200, (share) => (
      <>
        <Button
          size="small"
          onClick={() => setOpenShare(share)}
          aria-label={`Feedback from ${share.companyName}`}
        >
          Feedback{share.commentCount > 0 ? ` (${share.commentCount})` : ''}
        </Button>
        {share.withdrawnAt === null && (
          <Popconfirm
            title="Withdraw this share?"
            description={`${share.companyName} will no longer see this talent combine. Its feedback is kept.`}
            okText="Yes, withdraw"
            okButtonProps={{ danger: true }}
            rootClassName="talent-combines-confirm"
            onConfirm={() => withdraw.trigger(share.id)}
          >
            <Button
              size="small"
              danger
              loading={withdraw.pending === share.id}
              aria-label={`Withdraw from ${share.companyName}`}
            >
              Withdraw
            </Button>
          </Popconfirm>
        )}
      </>
    )),
  ];

  return (
    <Flex vertical gap="middle">
      <ShareWithCompanies
        talentCombineId={talentCombineId}
        shares={items}
        onShared={() => void shares.mutate()}
      />
      {shares.error ? (
        <Alert type="error" showIcon message="Failed to load the shares of this talent combine." />
      ) : (
        <Table<TCombineShare>
          rowKey="id"
          columns={columns}
          dataSource={items}
          loading={shares.isLoading}
          pagination={false}
          size="small"
          tableLayout="fixed"
          // An empty table has nothing to scroll to (and axe wants a scrolling region to hold a control).
          {...(items.length > 0 ? { scroll: { x: minTableWidth(columns) } } : {})}
          aria-label="Companies this combine is shared with"
          locale={{ emptyText: 'Not shared with any company yet.' }}
        />
      )}
      {openShare && (
        <ShareFeedbackDialog
          key={openShare.id}
          talentCombineId={talentCombineId}
          shareId={openShare.id}
          companyName={openShare.companyName}
          onClose={() => setOpenShare(null)}
          onChanged={() => void shares.mutate()}
        />
      )}
    </Flex>
  );
}
