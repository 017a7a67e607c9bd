// `npm run db:backup [FILE]`: a consistent copy of the SQLite database while the site runs.
// SQLite's online backup API copies the pages of one read snapshot (WAL mode: the server keeps
// writing meanwhile), so the copy is one moment's state even with bookings coming in. Copied in
// steps, it would start over whenever the server wrote between two steps, and under a steady
// stream of bookings a large database might never finish; so it copies everything in one step.
// Default destination: $DATA_DIR/backups/app-<UTC time>.db. PostgreSQL has its own tool.
// The photo library (MEDIA_DIR, default $DATA_DIR/media; decision 0066) is copied beside the
// database, to <destination>-media/, after it: a photo uploaded while the copy runs may have its
// files copied without its row (harmless: an upload writes its files before its row); one deleted
// meanwhile may come back as a row without files. Restoring is copying both back.
import { cpSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import Database from "better-sqlite3";

const databaseUrl = process.env.DATABASE_URL ?? "";
if (/^postgres(ql)?:\/\//i.test(databaseUrl)) {
  console.error(
    'DATABASE_URL is PostgreSQL: back it up with `pg_dump --format=custom --file=backup.dump "$DATABASE_URL"` (consistent while the site runs), then copy MEDIA_DIR (the photos) with `tar -czf media.tar.gz -C "$MEDIA_DIR" .`.',
  );
  process.exit(2);
}

const dataDir = process.env.DATA_DIR || "data";
const mediaDir = process.env.MEDIA_DIR || join(dataDir, "media");
const source = join(dataDir, "app.db");
if (!existsSync(source)) {
  console.error(`No database at ${source}: set DATA_DIR to the directory the server uses.`);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const destination = resolve(process.argv[2] ?? join(dataDir, "backups", `app-${stamp}.db`));
mkdirSync(dirname(destination), { recursive: true });

const database = new Database(source, { fileMustExist: true });
try {
  // The server holds its own connection; wait out its short write locks rather than fail.
  database.pragma("busy_timeout = 5000");
  const started = Date.now();
  // The first step only sets up; the progress callback then asks for every page at once.
  await database.backup(destination, { progress: () => 0x7fffffff });
  const check = new Database(destination);
  // The copy inherits WAL mode; a backup is one self-contained file, with no -wal or -shm beside it.
  check.pragma("journal_mode = DELETE");
  const integrity = check.pragma("integrity_check", { simple: true });
  const bookings = check.prepare("select count(*) as n from bookings").get().n;
  check.close();
  if (integrity !== "ok") throw new Error(`the copy failed its integrity check: ${integrity}`);
  console.log(
    `Backed up ${source} to ${destination} (${bookings} bookings, ${Date.now() - started} ms, integrity ok).`,
  );
  copyMedia(`${destination.replace(/\.db$/, "")}-media`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  database.close();
}

/** The photo library's files, after the database: originals and public variants alike. */
function copyMedia(target) {
  if (!existsSync(mediaDir)) return;
  cpSync(mediaDir, target, {
    recursive: true,
    // A file still being written by an upload has a .tmp name; its finished file is what counts.
    filter: (path) => !path.endsWith(".tmp"),
  });
  const photos = existsSync(join(target, "originals"))
    ? readdirSync(join(target, "originals")).length
    : 0;
  console.log(
    `Copied the photo library ${mediaDir} to ${target} (${photos} ${photos === 1 ? "photo" : "photos"}).`,
  );
}
