/**
 * Only the named fields of a row: what a loader sends to the browser is chosen field by field,
 * so a column added later never leaks into a page by default.
 */
export function pick<Row extends object, Field extends keyof Row>(
  row: Row,
  fields: readonly Field[],
): Pick<Row, Field> {
  return Object.fromEntries(fields.map((field) => [field, row[field]])) as Pick<Row, Field>;
}
