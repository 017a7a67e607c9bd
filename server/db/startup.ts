import { authSecret } from "../auth";
import { logger } from "../logger";
import { startMailDelivery } from "../mail";
import { describeDbError } from "./connection";
import { migrateAppDatabase } from "./index";

/**
 * Everything that must hold before the server listens: an auth secret, and a database that
 * answers and is fully migrated. Throws one readable sentence; server.js prints it and exits 1.
 * Then starts the mail delivery loop (an unref'd timer).
 */
export async function prepareServer(): Promise<void> {
  authSecret();
  let report: Awaited<ReturnType<typeof migrateAppDatabase>>;
  try {
    report = await migrateAppDatabase();
  } catch (error) {
    throw new Error(`Database not ready: ${describeDbError(error)}`, { cause: error });
  }
  if (report.applied.length > 0)
    logger.info({ applied: report.applied, database: report.description }, "database migrated");
  // Retries mail the transport refused, including mail queued before a restart (decision 0006).
  startMailDelivery();
}
