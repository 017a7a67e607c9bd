// `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: manage the admin role;
// `npm run admin -- grant-editor EMAIL` / `revoke-editor EMAIL`: the editor role (content only);
// `npm run admin -- reset-2fa EMAIL`: clear a lost authenticator app (the admin enrols again).
// `npm run admin -- import-photos [DIR]`: add the photos of content/images/ (or DIR) to the photo
// library, as uploads (server/modules/media/import.ts, decision 0066).
// Works on the configured database (DATABASE_URL, or the SQLite file in DATA_DIR).
import { getDb, migrateAppDatabase } from "./platform/db";
import { UnknownUserError, grantRole, resetTwoFactor, revokeRole } from "./modules/accounts";
import { importPhotos } from "./modules/media";

const usage =
  "Usage: npm run admin -- grant EMAIL | revoke EMAIL | grant-editor EMAIL | revoke-editor EMAIL | reset-2fa EMAIL | import-photos [DIR]";
const commands = ["grant", "revoke", "grant-editor", "revoke-editor", "reset-2fa"];

async function importPhotosCommand(dir = "content/images"): Promise<number> {
  await migrateAppDatabase();
  const report = await importPhotos(getDb().db, dir);
  for (const name of report.imported) console.log(`Imported ${name}.`);
  for (const reason of report.skipped) console.error(`Not imported: ${reason}`);
  console.log(
    `${report.imported.length} imported, ${report.alreadyInLibrary.length} already in the library, ${report.skipped.length} not imported, from ${dir}.`,
  );
  return report.skipped.length > 0 ? 1 : 0;
}

async function main(args: string[]): Promise<number> {
  if (args[0] === "import-photos" && args.length <= 2) return importPhotosCommand(args[1]);
  const [command, email, ...extra] = args;
  if (!command || !email || extra.length > 0 || !commands.includes(command)) {
    console.error(usage);
    return 2;
  }
  await migrateAppDatabase();
  const { db } = getDb();
  try {
    if (command === "grant") {
      const added = await grantRole(db, email, "admin");
      console.log(added ? `${email} is now an admin.` : `${email} was already an admin.`);
      console.log("On their next visit to /admin they set up two-factor sign-in.");
    } else if (command === "grant-editor") {
      const added = await grantRole(db, email, "editor");
      console.log(added ? `${email} is now an editor.` : `${email} was already an editor.`);
      console.log(
        "Editors change trips, photos and pages; on their next visit to /admin they set up two-factor sign-in.",
      );
    } else if (command === "revoke-editor") {
      const removed = await revokeRole(db, email, "editor");
      console.log(removed ? `${email} is no longer an editor.` : `${email} was not an editor.`);
    } else if (command === "reset-2fa") {
      const cleared = await resetTwoFactor(db, email);
      console.log(
        cleared
          ? `${email}'s two-factor sign-in is cleared and their sessions are ended; they set it up again on their next visit to /admin.`
          : `${email} had no two-factor sign-in set up.`,
      );
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
