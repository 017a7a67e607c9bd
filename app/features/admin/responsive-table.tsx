import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { AdminTableColumn } from "./admin-table";

/**
 * An admin table drawn once for every width (decision 0074). From 768 px it is AdminTable's
 * bordered table; below, CSS lays each row out as a card (the row header its title, every other
 * cell its column's name and its value), so a phone has no sideways scrolling. AdminTable draws
 * a table and a list of cards and hides one: for a list of many rows with forms in them (the
 * trips) that doubled the page's cost. The explicit roles keep the table's semantics in browsers
 * that drop them when a table is displayed as blocks; the names drawn in each card are hidden from
 * assistive technology, which has the column headers.
 */
export function ResponsiveTable<Row>({
  columns,
  rows,
  rowKey,
  rowHeader,
  empty,
  labelledBy,
  minWidth,
}: {
  columns: readonly AdminTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The key of the column that names each row (its row header, the card's title). */
  rowHeader: string;
  /** Shown instead of the rows when there are none. */
  empty: ReactNode;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** A Tailwind min-width class for the table from 768 px, e.g. "md:min-w-[48rem]". */
  minWidth?: string;
}) {
  return (
    <div className="relative mt-3 md:overflow-x-auto md:rounded-xl md:border md:border-sand-200 md:bg-white">
      <table
        role="table"
        className={cn("block w-full text-left text-sm md:table", minWidth)}
        aria-labelledby={labelledBy}
      >
        <thead role="rowgroup" className="sr-only bg-sand-100 md:not-sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} role="columnheader" scope="col" className="p-3">
                {column.header ?? column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="grid gap-3 md:table-row-group">
          {rows.length ? (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                role="row"
                className="block rounded-xl border border-sand-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-x-0 md:border-b-0 md:p-0 md:shadow-none"
              >
                {columns.map((column) => (
                  <Cell
                    key={column.key}
                    column={column}
                    row={row}
                    title={column.key === rowHeader}
                  />
                ))}
              </tr>
            ))
          ) : (
            <tr
              role="row"
              className="block rounded-xl border border-sand-200 bg-white md:table-row"
            >
              <td role="cell" colSpan={columns.length} className="block p-4 md:table-cell md:p-3">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function Cell<Row>({
  column,
  row,
  title,
}: {
  column: AdminTableColumn<Row>;
  row: Row;
  title: boolean;
}) {
  if (title)
    return (
      <th
        role="rowheader"
        scope="row"
        className="mb-2 block text-base font-normal break-words md:mb-0 md:table-cell md:p-3 md:text-sm"
      >
        {column.cell(row)}
      </th>
    );
  return (
    <td
      role="cell"
      className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-3 py-0.5 break-words md:table-cell md:p-3"
    >
      <span aria-hidden="true" className="font-semibold md:hidden">
        {column.label}
      </span>
      <span className="min-w-0">{column.cell(row)}</span>
    </td>
  );
}
