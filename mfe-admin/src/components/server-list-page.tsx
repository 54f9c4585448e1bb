import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';
import { ServerList } from './server-list.tsx';
import type { TServerListProps } from './server-list.tsx';

export type TServerListPageProps<T, TFilter extends string> = TServerListProps<T, TFilter> & {
  /** The page's heading and, with the product name, its document title. */
  title: string;
  /** The page's meta description. */
  description: string;
  /** The page's own class (its portaled dialogs carry their own). */
  className?: string;
  /** Buttons beside the heading ('Invite User'). */
  actions?: ReactNode;
  /** What shows between the heading and the list (a panel of its own, such as pending requests). */
  children?: ReactNode;
  /** What renders after the list: its dialogs. */
  dialogs?: ReactNode;
};

/**
 * One admin list screen: the heading with its buttons, anything the screen shows above the list, the server
 * list (search, filters, table, pager), and the screen's dialogs.
 */
export function ServerListPage<T extends object, TFilter extends string = never>({
  title,
  description,
  className,
  actions,
  children,
  dialogs,
  ...list
}: TServerListPageProps<T, TFilter>) {
  useDocumentHead({ title: pageTitle(title), description });
  return (
    <section className={className ? `admin-page ${className}` : 'admin-page'}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={1} className="admin-page__title">
          {title}
        </Typography.Title>
        {actions}
      </Flex>
      {children}
      <ServerList<T, TFilter> {...list} />
      {dialogs}
    </section>
  );
}
