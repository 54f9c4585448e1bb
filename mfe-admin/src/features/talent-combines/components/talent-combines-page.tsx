import { Button, Flex, Typography } from 'antd';
import { generatePath, useMatch, useNavigate, useParams } from '@gtm/web-kit/router.ts';
import { PATHS } from '@gtm/contracts/paths';
import type { TTalentCombine } from '@gtm/contracts/talent';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { formatDate } from '@gtm/web-kit/format-date.ts';
import { ServerList } from '../../../components/server-list.tsx';
import type { TListColumn } from '../../../components/table-columns.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useTalentCombines } from '../api/get-talent-combines.ts';
import type { TTalentCombinesCallQuery } from '../api/get-talent-combines.ts';
import { CombineTags, STATUS_FILTER_OPTIONS } from './combine-tags.tsx';
import { TalentCombineDialog } from './talent-combine-dialog.tsx';
import { TalentCombineFormDialog } from './talent-combine-form-dialog.tsx';

const COLUMNS: TListColumn<TTalentCombine>[] = [
  {
    title: 'Name',
    dataIndex: 'name',
    key: 'name',
    sorter: true,
    width: 420,
    render: (name: string, combine) => (
      <div className="combine-card">
        <span className="combine-card__name">{name}</span>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="combine-card__description">
          {combine.description}
        </Typography.Paragraph>
      </div>
    ),
  },
  {
    title: 'Details',
    key: 'details',
    width: 300,
    render: (_value, combine) => <CombineTags combine={combine} />,
  },
  {
    title: 'Target date',
    dataIndex: 'targetDate',
    key: 'targetDate',
    sorter: true,
    width: 140,
    render: (targetDate: string | null) => (targetDate ? formatDate(targetDate) : '—'),
  },
  {
    title: 'Created',
    dataIndex: 'createdAt',
    key: 'createdAt',
    sorter: true,
    width: 140,
    render: (createdAt: string) => formatDate(createdAt),
  },
];

const SEARCH = {
  placeholder: 'Search talent combines by name or description...',
  noun: { one: 'talent combine', other: 'talent combines' },
  emptyText: 'No talent combines found.',
};

const FILTERS = [{ name: 'status' as const, label: 'Filter by status', options: STATUS_FILTER_OPTIONS }];

const LOAD_ERROR = {
  title: 'Error loading talent combines',
  description: 'Failed to load talent combines. Please try again.',
};

/**
 * `/admin/dashboard/talent-combines` (and `/new`, `/:id` over it): the combines with their 3 tags (status,
 * package size, target date), searched, filtered by status, sorted and paged by the server; the create dialog
 * and the combine dialog.
 */
export function TalentCombinesPage() {
  useDocumentHead({
    title: pageTitle('Talent Combines'),
    description: 'Curated packages of 5-7 one-pagers shared with clients.',
  });
  const navigate = useNavigate();
  const creating = useMatch(PATHS.admin.talentCombineNew) !== null;
  const { id } = useParams();
  const openId = !creating && id ? id : null;
  const query = useListQuery<'status'>({ status: 'all' });
  const combines = useTalentCombines(query.query as TTalentCombinesCallQuery);
  const toList = () => navigate(PATHS.admin.talentCombines);

  return (
    <section className="admin-page talent-combines-page">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={1} className="admin-page__title">
          Talent Combines
        </Typography.Title>
        <Button type="primary" onClick={() => navigate(PATHS.admin.talentCombineNew)}>
          Create Talent Combine
        </Button>
      </Flex>
      <ServerList<TTalentCombine, 'status'>
        columns={COLUMNS}
        rowKey="id"
        list={combines}
        query={query}
        search={SEARCH}
        filters={FILTERS}
        emptyText="No talent combines found."
        loadError={LOAD_ERROR}
        caption="Talent combines"
        onOpen={(row) => navigate(generatePath(PATHS.admin.talentCombine, { id: row.id }))}
      />
      {creating && (
        <TalentCombineFormDialog
          onClose={toList}
          onSaved={(created) => {
            void combines.mutate();
            navigate(generatePath(PATHS.admin.talentCombine, { id: created.id }), { replace: true });
          }}
        />
      )}
      {openId && (
        <TalentCombineDialog
          key={openId}
          id={openId}
          onClose={toList}
          onChanged={() => void combines.mutate()}
        />
      )}
    </section>
  );
}
