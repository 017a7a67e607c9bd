// `npm run db:migrate`: bring the configured database (DATABASE_URL, or the SQLite file in DATA_DIR) up to date.
import { getDb, migrateAppDatabase } from "./index";

try {
  const { applied, description } = await migrateAppDatabase();
  console.log(
    applied.length > 0
      ? `Migrated ${description}: ${applied.join(", ")}`
      : `${description} is already up to date.`,
  );
  await getDb().close();
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
