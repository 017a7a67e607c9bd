import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface AdminTableColumn {
  /** Unique within the table (React key). */
  key: string;
  /** The header cell's content: a word, or a sort link. */
  header: ReactNode;
  /** Numbers line up on the right. */
  align?: "right";
  /** Set on the column the rows are sorted by. */
  sort?: "ascending" | "descending";
}

/**
 * The admin area's data table: a bordered, horizontally scrollable frame (no page-wide sideways
 * scrolling at phone width), column headers with scope, and one sentence when there are no rows.
 * Each row's cells come from `renderCells`; the first cell may be a row header (`<th scope="row">`).
 */
export function AdminTable<Row>({
  columns,
  rows,
  rowKey,
  renderCells,
  empty,
  caption,
  labelledBy,
  minWidth,
  rowClassName,
}: {
  columns: readonly AdminTableColumn[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  renderCells: (row: Row) => ReactNode;
  /** Shown across the table when `rows` is empty. */
  empty?: ReactNode;
  caption?: ReactNode;
  /** The id of the heading that names the table (instead of a caption). */
  labelledBy?: string;
  /** A Tailwind min-width class for wide tables, e.g. "min-w-[48rem]". */
  minWidth?: string;
  rowClassName?: string;
}) {
  return (
    <div className="relative mt-3 overflow-x-auto rounded-xl border border-sand-200 bg-white">
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
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length ? (
            rows.map((row) => (
              <tr key={rowKey(row)} className={cn("border-t border-sand-200", rowClassName)}>
                {renderCells(row)}
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
  );
}
