import type { Migration } from "kysely";
import type { DbDialect } from "../connection";

/**
 * One migration, given the database it runs on. Each lives in its own file and is frozen once it
 * has shipped: it may not read a constant that live code also uses, since changing that constant
 * would silently change what an old migration does on a new install.
 */
export type DialectMigration = (dialect: DbDialect) => Migration;
