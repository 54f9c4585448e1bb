import { Button, Flex, Tag, Typography } from 'antd';
import { generatePath, useMatch, useNavigate, useParams } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import type { TOnePagerRow } from '@gtm/contracts/talent';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { ServerList } from '../../../components/server-list.tsx';
import { textColumn } from '../../../components/table-columns.tsx';
import type { TListColumn } from '../../../components/table-columns.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useOnePagers } from '../api/get-one-pagers.ts';
import type { TOnePagersCallQuery } from '../api/get-one-pagers.ts';
import { NewOnePagerDialog } from './new-one-pager-dialog.tsx';
import { OnePagerDialog } from './one-pager-dialog.tsx';
import { OnePagerStatusTag, STATUS_FILTER_OPTIONS } from './one-pager-status-tag.tsx';

const COLUMNS: TListColumn<TOnePagerRow>[] = [
  textColumn<TOnePagerRow>({ title: 'Title', dataIndex: 'title', key: 'title', sorter: true, width: 280 }),
  textColumn<TOnePagerRow>({
    title: 'Candidate',
    dataIndex: 'candidateName',
    key: 'candidateName',
    sorter: true,
    width: 190,
  }),
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    width: 110,
    render: (status: string | null) => <OnePagerStatusTag status={status} />,
  },
  {
    title: 'Industries',
    dataIndex: 'industries',
    key: 'industries',
    width: 300,
    render: (industries: string[]) => (
      <>
        {industries.slice(0, 2).map((industry) => (
          <Tag key={industry}>{industry}</Tag>
        ))}
        {industries.length > 2 && <Tag>+{industries.length - 2}</Tag>}
      </>
    ),
  },
  {
    title: 'Talent Combines',
    dataIndex: 'talentCombines',
    key: 'talentCombines',
    width: 140,
    render: (combines: TOnePagerRow['talentCombines']) => combines.length,
  },
  {
    title: 'Created',
    dataIndex: 'createdAt',
    key: 'createdAt',
    sorter: true,
    width: 130,
    render: (createdAt: string) => formatDate(createdAt),
  },
];

const SEARCH = {
  placeholder: 'Search one-pagers by title or candidate...',
  noun: { one: 'one-pager', other: 'one-pagers' },
  emptyText: 'No one-pagers found.',
};

const FILTERS = [{ name: 'status' as const, label: 'Filter by status', options: STATUS_FILTER_OPTIONS }];

const LOAD_ERROR = {
  title: 'Error loading one-pagers',
  description: 'Failed to load one-pagers. Please try again.',
};

/**
 * `/admin/dashboard/one-pagers` (and `/new`, `/:id` over it): the one-pagers searched by title and candidate
 * name, filtered by status, sorted and paged by the server; the create dialog and the one-pager dialog.
 */
export function OnePagersPage() {
  useDocumentHead({
    title: pageTitle('One-Pagers'),
    description: 'Candidate one-pagers and the talent combines they belong to.',
  });
  const navigate = useNavigate();
  const creating = useMatch(PATHS.admin.onePagerNew) !== null;
  const { id } = useParams();
  const openId = !creating && id ? id : null;
  const query = useListQuery<'status'>({ status: 'all' });
  const onePagers = useOnePagers(query.query as TOnePagersCallQuery);
  const toList = () => navigate(PATHS.admin.onePagers);

  return (
    <section className="admin-page one-pagers-page">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={1} className="admin-page__title">
          One-Pagers
        </Typography.Title>
        <Button type="primary" onClick={() => navigate(PATHS.admin.onePagerNew)}>
          New One-Pager
        </Button>
      </Flex>
      <ServerList<TOnePagerRow, 'status'>
        columns={COLUMNS}
        rowKey="id"
        list={onePagers}
        query={query}
        search={SEARCH}
        filters={FILTERS}
        emptyText="No one-pagers found."
        loadError={LOAD_ERROR}
        caption="One-pagers"
        onOpen={(row) => navigate(generatePath(PATHS.admin.onePager, { id: row.id }))}
      />
      {creating && (
        <NewOnePagerDialog
          onClose={toList}
          onCreated={(created) => {
            void onePagers.mutate();
            navigate(generatePath(PATHS.admin.onePager, { id: created.id }), { replace: true });
          }}
        />
      )}
      {openId && (
        <OnePagerDialog key={openId} id={openId} onClose={toList} onChanged={() => void onePagers.mutate()} />
      )}
    </section>
  );
}
