import { Button, Flex, Typography } from 'antd';

interface TListPagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Previous / 'Page X of Y' / Next under an admin list; shown only when there is more than one page. */
export function ListPager({ page, pageCount, onChange }: TListPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <Flex
      justify="space-between"
      align="center"
      className="admin-pager"
      role="navigation"
      aria-label="Pagination"
    >
      <Button onClick={() => onChange(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <Typography.Text data-testid="page-status">
        Page {page} of {pageCount}
      </Typography.Text>
      <Button onClick={() => onChange(page + 1)} disabled={page >= pageCount}>
        Next
      </Button>
    </Flex>
  );
}
