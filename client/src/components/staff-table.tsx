import type { HTMLAttributes, Key, ReactNode } from 'react';
import '@/styles/staff.css';

export interface StaffColumn<Row> {
  header: string;
  /** The header is read by screen readers only (an actions column); its cells get no narrow-screen label. */
  hiddenHeader?: boolean;
  /** Right-aligned tabular figures, header included. */
  numeric?: boolean;
  /** Class of the body cells only (admin-mono, admin-table__email...). */
  className?: string;
  cell(row: Row): ReactNode;
}

interface StaffTableProps<Row> {
  /** Name of the scrollable region around the table. */
  label: string;
  caption?: string;
  /** Extra class on the <table> (a screen's own narrow layout). */
  className?: string;
  columns: readonly StaffColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): Key;
  rowProps?(row: Row): HTMLAttributes<HTMLTableRowElement>;
  /**
   * Below 600 px the rows stack into cards whose cells are labelled with their column's header (data-label);
   * false leaves the cells unlabelled for a screen that lays its cards out itself.
   */
  labelCells?: boolean;
  /** One full-width row shown when there are no rows. */
  empty?: ReactNode;
}

/** The staff screens' table: a focusable scroll region, header row, rows that stack into cards on narrow screens. */
export function StaffTable<Row>({ label, caption, className, columns, rows, rowKey, rowProps, labelCells = true, empty }: StaffTableProps<Row>) {
  const numeric = (column: StaffColumn<Row>) => (column.numeric ? 'admin-num' : undefined);
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className={className ? `admin-table admin-table--stack ${className}` : 'admin-table admin-table--stack'}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={numeric(column)}>
                {column.hiddenHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={[numeric(column), column.className].filter(Boolean).join(' ') || undefined}
                  data-label={labelCells && !column.hiddenHeader ? column.header : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && empty && (
            <tr>
              <td colSpan={columns.length} className="admin-muted">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
