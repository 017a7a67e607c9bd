/**
 * Whether a text can be the id of a stored record (a booking, a departure, an inquiry): the server
 * makes UUIDs, so anything else (a NUL, a path, a thousand characters) names nothing and is
 * answered "not found" without asking the database. PostgreSQL fails on a NUL in a query, which
 * answered 500 before (fuzz bench, /dashboard); ids in URLs and forms pass this one check.
 */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9-]{1,80}$/;

export function canBeRecordId(value: string): boolean {
  return RECORD_ID_PATTERN.test(value);
}
