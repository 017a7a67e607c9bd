import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/** better-auth's tables: user, session, account and verification. */
export const migration: DialectMigration = (dialect) => {
  // better-auth's own column types (what its `getMigrations` generates), so its adapter
  // reads back what it wrote on either database.
  const authBoolean = dialect === "postgres" ? "boolean" : "integer";
  const authDate = dialect === "postgres" ? "timestamptz" : "date";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("emailVerified", sql.raw(authBoolean), (c) => c.notNull())
        .addColumn("image", "text")
        .addColumn("createdAt", sql.raw(authDate), (c) => c.notNull())
        .addColumn("updatedAt", sql.raw(authDate), (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("session")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("expiresAt", sql.raw(authDate), (c) => c.notNull())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("createdAt", sql.raw(authDate), (c) => c.notNull())
        .addColumn("updatedAt", sql.raw(authDate), (c) => c.notNull())
        .addColumn("ipAddress", "text")
        .addColumn("userAgent", "text")
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .execute();
      await db.schema
        .createTable("account")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("accountId", "text", (c) => c.notNull())
        .addColumn("providerId", "text", (c) => c.notNull())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("accessToken", "text")
        .addColumn("refreshToken", "text")
        .addColumn("idToken", "text")
        .addColumn("accessTokenExpiresAt", sql.raw(authDate))
        .addColumn("refreshTokenExpiresAt", sql.raw(authDate))
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("createdAt", sql.raw(authDate), (c) => c.notNull())
        .addColumn("updatedAt", sql.raw(authDate), (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("verification")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("identifier", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("expiresAt", sql.raw(authDate), (c) => c.notNull())
        .addColumn("createdAt", sql.raw(authDate), (c) => c.notNull())
        .addColumn("updatedAt", sql.raw(authDate), (c) => c.notNull())
        .execute();
      await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
      await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
      await db.schema
        .createIndex("verification_identifier_idx")
        .on("verification")
        .column("identifier")
        .execute();
    },
  };
};
