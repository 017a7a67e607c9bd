import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Two-factor sign-in for the operator (issue 26 item 8, decision 0046): better-auth's twoFactor
 * plugin's columns and table, in the types its own `getMigrations` generates (as 0001 does), plus
 * one session column of ours: whether that session passed the second factor. The admin area
 * opens only to a session that did (server/modules/accounts/two-factor.ts).
 */
export const migration: DialectMigration = (dialect) => {
  const authBoolean = dialect === "postgres" ? "boolean" : "integer";
  const authDate = dialect === "postgres" ? "timestamptz" : "date";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("user")
        .addColumn("twoFactorEnabled", sql.raw(authBoolean))
        .execute();
      await db.schema
        .alterTable("session")
        .addColumn("twoFactorVerified", sql.raw(authBoolean))
        .execute();
      await db.schema
        .createTable("twoFactor")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("backupCodes", "text", (c) => c.notNull())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("verified", sql.raw(authBoolean))
        .addColumn("failedVerificationCount", "integer")
        .addColumn("lockedUntil", sql.raw(authDate))
        .execute();
      await db.schema
        .createIndex("twoFactor_userId_idx")
        .on("twoFactor")
        .column("userId")
        .execute();
      await db.schema
        .createIndex("twoFactor_secret_idx")
        .on("twoFactor")
        .column("secret")
        .execute();
    },
  };
};
