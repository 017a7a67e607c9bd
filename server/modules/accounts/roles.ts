import { sql, type Kysely } from "kysely";
import type { Database } from "../../platform/db/schema";
import { normalizeEmail } from "../../../domain/contact/email";
import { systemNow } from "../../platform/clock";

/** `admin` runs everything; `editor` edits content only (trips, photos, pages), decision 0065. */
export type Role = "admin" | "editor";
export type StaffRole = Role;

/** The role a signed-in person works in: admin wins over editor; null for a traveller. */
export async function staffRoleOf(db: Kysely<Database>, userId: string): Promise<StaffRole | null> {
  const rows = await db
    .selectFrom("user_roles")
    .select("role")
    .where("user_id", "=", userId)
    .where("role", "in", ["admin", "editor"])
    .execute();
  const roles = rows.map((row) => row.role);
  if (roles.includes("admin")) return "admin";
  return roles.includes("editor") ? "editor" : null;
}

/** The spec's admin check: a user_roles row for this user with role 'admin'. */
export async function hasRole(db: Kysely<Database>, userId: string, role: Role): Promise<boolean> {
  const row = await db
    .selectFrom("user_roles")
    .select("role")
    .where("user_id", "=", userId)
    .where("role", "=", role)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<{ id: string; email: string; name: string } | undefined> {
  return db
    .selectFrom("user")
    .select(["id", "email", "name"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
}

export class UnknownUserError extends Error {
  constructor(email: string) {
    super(`No account with the email ${email}. The person must sign up on the site first.`);
    this.name = "UnknownUserError";
  }
}

/** Give a role to the account with this email. Returns false when it already had it. */
export async function grantRole(
  db: Kysely<Database>,
  email: string,
  role: Role,
  now: Date = systemNow(),
): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new UnknownUserError(email);
  const result = await db
    .insertInto("user_roles")
    .values({ user_id: user.id, role, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "role"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Take a role away. Returns false when the account did not have it. */
export async function revokeRole(
  db: Kysely<Database>,
  email: string,
  role: Role,
): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new UnknownUserError(email);
  const result = await db
    .deleteFrom("user_roles")
    .where("user_id", "=", user.id)
    .where("role", "=", role)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * `npm run admin -- reset-2fa EMAIL` (decision 0046): a lost authenticator app. The account's
 * app and recovery codes go, and so do its sessions (a lost phone may be a stolen laptop too);
 * the admin signs in with the password and enrols again on the next visit to /admin.
 * Returns false when the account had no app.
 */
export async function resetTwoFactor(db: Kysely<Database>, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new UnknownUserError(email);
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("twoFactor")
      .where("userId", "=", user.id)
      .executeTakeFirst();
    const before = await trx
      .selectFrom("user")
      .select("twoFactorEnabled")
      .where("id", "=", user.id)
      .executeTakeFirst();
    // A literal: SQLite (0/1) and PostgreSQL (boolean) both read `false`.
    await trx
      .updateTable("user")
      .set({ twoFactorEnabled: sql<boolean>`false` })
      .where("id", "=", user.id)
      .execute();
    await trx.deleteFrom("session").where("userId", "=", user.id).execute();
    return Number(removed.numDeletedRows) > 0 || Boolean(before?.twoFactorEnabled);
  });
}
