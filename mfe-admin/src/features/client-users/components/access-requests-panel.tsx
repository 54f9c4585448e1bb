import { Alert, Button, Card, Flex, List, Modal, Popconfirm, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { TClientAccessRequest } from '@gtm/contracts/clients';
import { CLIENT_ANSWERS } from '@gtm/contracts/clients';
import { serverMessage } from '@gtm/web-kit/api-error.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { toast } from '@gtm/web-kit/toast.ts';
import { toastFailure } from '@gtm/web-kit/failure-toast.ts';
import { ClientCompanySelect } from '../../../components/client-company-select.tsx';
import type { TCompanyChoice } from '../../../components/client-company-select.tsx';
import { useAccessRequests, useDecideAccessRequest } from '../api/access-requests.ts';

type TTarget = 'suggested' | 'other';

/** Where an approval puts the user by default: the matched company, else a new one of the typed name. */
const suggestion = (request: TClientAccessRequest) =>
  request.matchedCompany
    ? `Add to ${request.matchedCompany.name} (the company they named)`
    : request.company
      ? `Create the company “${request.company}” and add them to it`
      : null;

/** The approval dialog: the suggested company, or another one the admin picks. */
function ApproveDialog({
  request,
  onClose,
  onDone,
}: {
  request: TClientAccessRequest;
  onClose: () => void;
  onDone: () => void;
}) {
  const suggested = suggestion(request);
  const [target, setTarget] = useState<TTarget>(suggested ? 'suggested' : 'other');
  const [company, setCompany] = useState<TCompanyChoice | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useDecideAccessRequest({
    onSuccess: (answer) => {
      toast({ title: 'Access approved', description: answer.message });
      onDone();
    },
    onError: (error) =>
      setProblem(serverMessage(error) ?? 'The decision could not be saved. Please try again.'),
  });
  const sending = decide.isMutating;

  const approve = () => {
    if (target === 'other' && !company?.value) {
      setProblem(CLIENT_ANSWERS.accessCompanyRequired);
      return;
    }
    setProblem(null);
    void decide.trigger({
      clientUserId: request.clientUserId,
      body: {
        decision: 'approve',
        ...(target === 'other' && company ? { clientCompanyId: company.value } : {}),
      },
    });
  };

  return (
    <Modal
      open
      rootClassName="clients-dialog"
      title={`Approve ${request.name}`}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={sending}>
          Cancel
        </Button>,
        <Button key="approve" type="primary" loading={sending} onClick={approve}>
          Approve access
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        {request.name} ({request.email}) sees the talent combines shared with the company you choose, and is
        told by e-mail.
      </Typography.Paragraph>
      <Radio.Group value={target} onChange={(event) => setTarget(event.target.value as TTarget)}>
        <Space direction="vertical">
          {suggested && <Radio value="suggested">{suggested}</Radio>}
          <Radio value="other">Add to another company</Radio>
        </Space>
      </Radio.Group>
      {target === 'other' && (
        <ClientCompanySelect
          aria-label="Company"
          placeholder="Search companies..."
          className="access-requests__company"
          value={company}
          onChange={(choice) => setCompany(choice)}
        />
      )}
      {problem && <Alert type="error" showIcon title={problem} className="access-requests__problem" />}
    </Modal>
  );
}

/**
 * Client Users' pending access requests: employers who registered themselves and belong to no company until an
 * admin approves them (into the company they named, a new one, or another) or denies them (the account is
 * disabled). Shown only while some wait.
 */
export function AccessRequestsPanel({ onDecided }: { onDecided: () => void }) {
  const requests = useAccessRequests();
  const [approving, setApproving] = useState<TClientAccessRequest | null>(null);
  const decided = () => {
    void requests.mutate();
    onDecided();
  };

  const deny = useDecideAccessRequest({
    onSuccess: (answer) => {
      toast({ title: 'Access denied', description: answer.message });
      decided();
    },
    onError: (error) =>
      toastFailure('Deny failed', error, 'The decision could not be saved. Please try again.'),
  });
  const items = requests.data?.items ?? [];
  if (items.length === 0) return null;

  return (
    <Card
      className="access-requests"
      data-testid="access-requests"
      title={
        <Flex gap="small" align="center">
          Access requests <Tag color="gold">{items.length}</Tag>
        </Flex>
      }
    >
      <List
        itemLayout="horizontal"
        dataSource={items}
        renderItem={(request) => (
          <List.Item
            data-testid="access-request"
            actions={[
              <Button
                key="approve"
                size="small"
                type="primary"
                aria-label={`Approve ${request.name}`}
                onClick={() => setApproving(request)}
              >
                Approve
              </Button>,
              <Popconfirm
                key="deny"
                title="Deny this request?"
                description={`${request.name} is told by e-mail and can no longer sign in.`}
                okText="Yes, deny"
                okButtonProps={{ danger: true }}
                rootClassName="clients-confirm"
                onConfirm={() =>
                  deny.trigger({ clientUserId: request.clientUserId, body: { decision: 'deny' } })
                }
              >
                <Button
                  size="small"
                  danger
                  loading={deny.pending?.clientUserId === request.clientUserId}
                  aria-label={`Deny ${request.name}`}
                >
                  Deny
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={`${request.name} · ${request.email}`}
              description={
                <Space wrap size="small">
                  <span>Company named: {request.company ?? 'none'}</span>
                  {request.matchedCompany ? (
                    <Tag color="blue">Matches {request.matchedCompany.name}</Tag>
                  ) : request.company ? (
                    <Tag>No such company yet</Tag>
                  ) : null}
                  <span>Requested {formatDate(request.requestedAt)}</span>
                </Space>
              }
            />
          </List.Item>
        )}
      />
      {approving && (
        <ApproveDialog
          request={approving}
          onClose={() => setApproving(null)}
          onDone={() => {
            setApproving(null);
            decided();
          }}
        />
      )}
    </Card>
  );
}
