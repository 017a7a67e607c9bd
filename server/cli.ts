// `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: manage the admin role.
// Works on the configured database (DATABASE_URL, or the SQLite file in DATA_DIR).
import { getDb, migrateAppDatabase } from "./db";
import { UnknownUserError, grantRole, revokeRole } from "./db/roles";

const usage = "Usage: npm run admin -- grant EMAIL | revoke EMAIL";

async function main(args: string[]): Promise<number> {
  const [command, email, ...extra] = args;
  if (!command || !email || extra.length > 0 || !["grant", "revoke"].includes(command)) {
    console.error(usage);
    return 2;
  }
  await migrateAppDatabase();
  const { db } = getDb();
  try {
    if (command === "grant") {
      const added = await grantRole(db, email, "admin");
      console.log(added ? `${email} is now an admin.` : `${email} was already an admin.`);
    } else {
      const removed = await revokeRole(db, email, "admin");
      console.log(removed ? `${email} is no longer an admin.` : `${email} was not an admin.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof UnknownUserError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await getDb().close();
}
