import { Tooltip } from 'antd';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';

/**
 * A column of an admin table: always with a width, so the table knows the least width it needs and scrolls
 * inside its own box only below it (a phone), never widening the page.
 */
export type TListColumn<T> = TableColumnType<T> & { width: number };

type TTextColumn<T> = Omit<TListColumn<T>, 'render' | 'ellipsis'> & {
  /** The cell's text (the whole of it shows in the tooltip); by default the `dataIndex` value as text. */
  text?: (row: T) => string;
  /** What the cell shows instead of the plain text (a link, a date), still cut to one line. */
  render?: (row: T) => ReactNode;
};

/**
 * A text column cut to one line with an ellipsis at its width; the whole text shows in a tooltip on hover
 * (antd's `ellipsis: { showTitle: false }` with a Tooltip, so no native title doubles it).
 */
export function textColumn<T>({ text, render, ...column }: TTextColumn<T>): TListColumn<T> {
  const textOf = (value: unknown, row: T) =>
    text ? text(row) : value === null || value === undefined ? '' : String(value);
  return {
    ...column,
    ellipsis: { showTitle: false },
    render: (value: unknown, row: T) => {
      const whole = textOf(value, row);
      return (
        <Tooltip title={whole || undefined} placement="topLeft">
          <span className="admin-cell-text">{render ? render(row) : whole}</span>
        </Tooltip>
      );
    },
  };
}

/**
 * The row actions: fixed to the table's right edge, so they stay on screen however far the rest scrolls.
 * The cell stops clicks from reaching the row (a row may open a dialog on click).
 */
export function actionsColumn<T>(width: number, render: (row: T) => ReactNode): TListColumn<T> {
  return {
    title: 'Actions',
    key: 'actions',
    fixed: 'right',
    width,
    render: (_value: unknown, row: T) => (
      // The clicks are the buttons' own: the row's click (open) must not run too.
      <div className="admin-row-actions" onClick={(event) => event.stopPropagation()}>
        {render(row)}
      </div>
    ),
  };
}

/** The least width a table of these columns needs: below it, it scrolls inside its box. */
export const minTableWidth = (columns: readonly { width?: number | string }[]) =>
  columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0);
