import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface AdminTableColumn<Row> {
  /** Unique within the table (React key). */
  key: string;
  /** The column's name in words: its header, and the label of its value on each phone card. */
  label: string;
  /** A header cell richer than the label (a sort link); the cards keep the plain label. */
  header?: ReactNode;
  /** Numbers line up on the right. */
  align?: "right";
  /** Set on the column the rows are sorted by. */
  sort?: "ascending" | "descending";
  /** The cell's content for one row. */
  cell: (row: Row) => ReactNode;
}

/**
 * The admin area's data table. From 768 px: a bordered table with column headers (scope, sort
 * state) and, when `rowHeader` names a column, a row header per row; wide tables scroll inside
 * their frame. On phones the same rows are cards instead (no sideways scrolling at 360 px): the
 * row header column is the card's title, every other column a label and its value. Only one of
 * the two is displayed at a time, so assistive technology meets each row once.
 */
export function AdminTable<Row>({
  columns,
  rows,
  rowKey,
  rowHeader,
  empty,
  caption,
  labelledBy,
  minWidth,
  rowClassName,
}: {
  columns: readonly AdminTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The key of the column that names each row (`<th scope="row">`, the card's title). */
  rowHeader?: string;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
  /** The table's name, for a table without a visible heading. */
  caption?: string;
  /** The id of the heading that names the table (instead of a caption). */
  labelledBy?: string;
  /** A Tailwind min-width class for wide tables, e.g. "min-w-[48rem]". */
  minWidth?: string;
  rowClassName?: string;
}) {
  const titleColumn = columns.find((column) => column.key === rowHeader);
  const fieldColumns = columns.filter((column) => column !== titleColumn);
  return (
    <div className="mt-3">
      <div className="relative hidden overflow-x-auto rounded-xl border border-sand-200 bg-white md:block">
        <table className={cn("w-full text-left text-sm", minWidth)} aria-labelledby={labelledBy}>
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead className="bg-sand-100">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cn("p-3", column.align === "right" && "text-right")}
                  aria-sort={column.sort}
                >
                  {column.header ?? column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length ? (
              rows.map((row) => (
                <tr key={rowKey(row)} className={cn("border-t border-sand-200", rowClassName)}>
                  {columns.map((column) => {
                    const align = column.align === "right" && "text-right";
                    return column === titleColumn ? (
                      <th key={column.key} scope="row" className={cn("p-3 font-normal", align)}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.key} className={cn("p-3", align)}>
                        {column.cell(row)}
                      </td>
                    );
                  })}
                </tr>
              ))
            ) : empty ? (
              <tr>
                <td colSpan={columns.length} className="p-3">
                  {empty}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <div className="md:hidden">
        {rows.length ? (
          <ul className="grid gap-3" aria-label={caption} aria-labelledby={labelledBy}>
            {rows.map((row) => (
              <li
                key={rowKey(row)}
                className="rounded-xl border border-sand-200 bg-white p-4 text-sm shadow-sm"
              >
                {titleColumn ? (
                  <div className="text-base break-words">{titleColumn.cell(row)}</div>
                ) : null}
                <dl
                  className={cn("grid grid-cols-[auto_1fr] gap-x-4 gap-y-1", titleColumn && "mt-2")}
                >
                  {fieldColumns.map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="font-semibold">{column.label}</dt>
                      <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        ) : empty ? (
          <p className="rounded-xl border border-sand-200 bg-white p-4 text-sm">{empty}</p>
        ) : null}
      </div>
    </div>
  );
}
