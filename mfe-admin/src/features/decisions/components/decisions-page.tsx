import { Alert, Button, Flex, Select, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from '@gtm/web-kit/router.ts';
import { DECISION_ANSWERS } from '@gtm/contracts/decisions';
import type { TDecisionDue, TDecisionsQuery } from '@gtm/contracts/decisions';
import { fillPath, PATHS } from '@gtm/contracts/paths';
import { serverMessage } from '@gtm/web-kit/api-error.ts';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { useDueDecisions } from '../api/get-due-decisions.ts';
import { formatMoment, STATUS_OPTIONS, statusOf } from '../lib/decision-view.ts';

const EMPTY_FILTERED = 'No decisions match these filters.';

const COLUMNS: TableColumnsType<TDecisionDue> = [
  {
    title: 'Company',
    key: 'company',
    render: (_value, item) => (
      <>
        {item.companyName}
        <br />
        <Typography.Text type="secondary">{item.timeZone}</Typography.Text>
      </>
    ),
  },
  {
    title: 'Combine',
    key: 'combine',
    render: (_value, item) =>
      item.combineName === null ? (
        <Typography.Text type="secondary">(deleted combine)</Typography.Text>
      ) : (
        <Link to={fillPath(PATHS.admin.talentCombine, { id: item.combineId })}>{item.combineName}</Link>
      ),
  },
  {
    title: 'Candidate',
    key: 'candidate',
    render: (_value, item) => (
      <Link
        to={fillPath(PATHS.admin.onePager, { id: item.onePagerId })}
        aria-label={`One-pager of ${item.candidateName || 'the candidate'}, whom ${item.companyName} met on ${formatMoment(item.metAt)}`}
      >
        {item.candidateName || 'One-pager'}
      </Link>
    ),
  },
  {
    title: 'Met',
    key: 'metAt',
    render: (_value, item) => formatMoment(item.metAt),
  },
  {
    title: 'Due (your time)',
    key: 'dueAt',
    render: (_value, item) => formatMoment(item.dueAt),
  },
  {
    title: 'Due (company time)',
    key: 'dueAtCompany',
    render: (_value, item) => formatMoment(item.dueAt, item.timeZone),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_value, item) => (item.overdue ? <Tag color="red">Overdue</Tag> : <Tag color="blue">Due</Tag>),
  },
];

/**
 * `/admin/dashboard/decisions`: the companies' decisions on candidates they met that are due or overdue
 * (`GET /api/admin/decisions`), soonest deadline first, each deadline in the viewer's time and the company's.
 * The company and status filters live in the address (`?companyId=&status=`), as the admins' overdue notice
 * links to a company's.
 */
export function DecisionsPage() {
  useDocumentHead({
    title: pageTitle('Decisions'),
    description:
      'Decisions due and overdue: companies decide within five business days of meeting a candidate.',
  });
  const [params, setParams] = useSearchParams();
  const companyId = params.get('companyId') ?? undefined;
  const status = statusOf(params.get('status'));
  const query = useMemo<TDecisionsQuery>(
    () => ({ ...(companyId ? { companyId } : {}), ...(status !== 'all' ? { status } : {}) }),
    [companyId, status],
  );
  const decisions = useDueDecisions(query);
  // The company picker lists the companies with a decision due or overdue (the unfiltered read).
  const everyCompany = useDueDecisions({}).data?.items ?? [];
  const companies = [
    ...new Map(everyCompany.map((item) => [item.companyId, item.companyName])).entries(),
  ].sort(([, a], [, b]) => a.localeCompare(b));
  const items = decisions.error ? [] : (decisions.data?.items ?? []);
  const overdue = items.filter((item) => item.overdue).length;

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <section className="admin-page decisions">
      <Typography.Title level={1} className="admin-page__title">
        Decisions
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Once a company has met a candidate, its decision (Interested or Pass) is due by 23:59 on the fifth
        business day after the meeting, in the company&apos;s time zone. Companies are reminded on the third
        business day and on the due day.
      </Typography.Paragraph>
      <Flex gap="small" wrap className="decisions-filters">
        <Select<string>
          aria-label="Company"
          allowClear
          placeholder="All companies"
          value={companyId}
          onChange={(value) => setParam('companyId', value)}
          options={
            companyId && !companies.some(([id]) => id === companyId)
              ? [
                  ...companies.map(([value, label]) => ({ value, label })),
                  { value: companyId, label: items[0]?.companyName ?? 'This company' },
                ]
              : companies.map(([value, label]) => ({ value, label }))
          }
          style={{ minWidth: 220 }}
          showSearch
          optionFilterProp="label"
        />
        <Select<'all' | 'due' | 'overdue'>
          aria-label="Status"
          value={status}
          onChange={(value) => setParam('status', value === 'all' ? undefined : value)}
          options={STATUS_OPTIONS}
          style={{ minWidth: 180 }}
        />
      </Flex>
      {decisions.error ? (
        <Alert
          type="error"
          showIcon
          title={serverMessage(decisions.error) ?? 'Failed to load the decisions. Please try again.'}
          action={
            <Button size="small" onClick={() => void decisions.mutate()}>
              Retry
            </Button>
          }
        />
      ) : null}
      {decisions.data && !decisions.error ? (
        <Typography.Paragraph data-testid="decisions-summary">
          {items.length - overdue} due, {overdue} overdue
        </Typography.Paragraph>
      ) : null}
      <Table<TDecisionDue>
        aria-label="Decisions"
        rowKey="id"
        columns={COLUMNS}
        dataSource={items}
        loading={decisions.isLoading}
        pagination={items.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: companyId || status !== 'all' ? EMPTY_FILTERED : DECISION_ANSWERS.empty }}
      />
    </section>
  );
}
