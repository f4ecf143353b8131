// The one table of the store (cart lines, order lines, goods lists, ledgers, bills, receipts …): a
// caption, scoped column headers, an optional row header, and on a phone (< 768 px) each row
// stacks into a card: the row header is its title, the other cells carry their column's label
// (CSS in uno.config.ts, `.data-table`). Pages pass columns and rows; they never write <table>.
import clsx from "clsx";
import type { ReactNode } from "react";

export interface Column<T> {
  /** The column header; also the label a stacked cell shows on a phone. */
  label: string;
  /** Header content when it should differ from the label (an icon, a checkbox). */
  header?: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  align?: "left" | "right" | "center";
  /** This column names the row: rendered as <th scope="row">. */
  rowHeader?: boolean;
  /** Extra classes for this column's cells. */
  className?: string;
  /** Classes for this column's header cell (a width). */
  headClassName?: string;
  /** The header is read by screen readers only (a picture or actions column). */
  hideLabel?: boolean;
  /** Keep this header on a phone, where the other headers hide: it holds a control (全选). */
  keepHeader?: boolean;
}

export function DataTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  rowClassName,
  footer,
  className,
  dense = false,
}: {
  caption: string;
  /** Show the caption as a visible title (default: for screen readers only). */
  showCaption?: boolean;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  rowClassName?: (row: T, index: number) => string | undefined;
  /** A <tfoot> row's cells (totals). */
  footer?: ReactNode;
  className?: string;
  dense?: boolean;
}) {
  return (
    <div className={clsx("data-table-wrap", className)}>
      <table className={clsx("data-table", dense && "data-table-dense")}>
        <caption className={showCaption ? "data-table-caption" : "sr-only"}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={clsx(alignClass(column.align), column.headClassName, column.keepHeader && "data-table-keep")}
              >
                {column.header ?? (column.hideLabel ? <span className="sr-only">{column.label}</span> : column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className={rowClassName?.(row, index)}>
              {columns.map((column) => {
                const props = {
                  "data-label": column.hideLabel ? undefined : column.label,
                  className: clsx(alignClass(column.align), column.className),
                };
                return column.rowHeader ? (
                  <th key={column.label} scope="row" {...props}>
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={column.label} {...props}>
                    {column.cell(row, index)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}

function alignClass(align: Column<unknown>["align"]) {
  return align === "right" ? "text-right" : align === "center" ? "text-center" : "text-left";
}
