import { Breadcrumb } from 'antd';
import { Link } from '@gtm/web-kit/router.ts';

export type TCrumb = { label: string; to?: string };

/** Where a page sits under the dashboard; the last crumb is the page itself. */
export function PageBreadcrumb({ items }: { items: TCrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="emp-breadcrumb">
      <Breadcrumb
        items={items.map((item, index) => ({
          key: `${index}`,
          title:
            item.to && index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            ),
        }))}
      />
    </nav>
  );
}
