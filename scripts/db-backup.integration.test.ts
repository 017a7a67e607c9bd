import { execFile } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { jpegWithGps } from "../tests/support/test-photos";
import { openDatabase, migrateToLatest } from "../server/platform/db";
import { listPhotos, mediaFiles, uploadPhoto } from "../server/modules/media";
import { mediaRoutesFrom } from "../server/http/media-files";

// The SQLite backup drill with photos (decision 0066): `npm run db:backup` on a site with a photo
// in its library, the data directory lost, the copy restored, and the photo is back: its row with
// its alt text, and its variants served at the same URLs with the same bytes.

const work = mkdtempSync(join(tmpdir(), "backup-drill-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const script = resolve(import.meta.dirname, "db-backup.js");

it("restores a photo with the database: the row, the original and the public variants", async () => {
  const dataDir = join(work, "data");
  mkdirSync(dataDir);
  const live = openDatabase({ sqliteFile: join(dataDir, "app.db") });
  await migrateToLatest(live.db, live.dialect);
  const uploaded = await uploadPhoto(
    live.db,
    {
      altText: "Sunrise over Sendeyo from Point Lenana",
      bytes: await jpegWithGps(640, 480),
      fileName: "lenana.jpg",
      uploadedBy: null,
    },
    mediaFiles(join(dataDir, "media")),
  );
  if (!uploaded.ok) throw new Error(uploaded.message);
  const variant = `${uploaded.photo.contentHash}-480.avif`;
  const served = readFileSync(join(dataDir, "media", "public", variant));

  // Backed up while the site's connection is open, as on a live site.
  const destination = join(work, "backups", "app-drill.db");
  const { stdout } = await promisify(execFile)("node", [script, destination], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", MEDIA_DIR: "" },
  });
  expect(stdout).toContain(
    `Copied the photo library ${join(dataDir, "media")} to ${join(work, "backups", "app-drill-media")} (1 photo).`,
  );
  await live.close();

  // The disaster, then the restore: the copy and its photos back in a new data directory.
  rmSync(dataDir, { recursive: true, force: true });
  const restoredDir = join(work, "restored");
  mkdirSync(restoredDir);
  cpSync(destination, join(restoredDir, "app.db"));
  cpSync(join(work, "backups", "app-drill-media"), join(restoredDir, "media"), { recursive: true });

  const restored = openDatabase({ sqliteFile: join(restoredDir, "app.db") });
  try {
    const [photo] = await listPhotos(restored.db);
    expect(photo).toMatchObject({
      id: uploaded.photo.id,
      altText: "Sunrise over Sendeyo from Point Lenana",
    });
    const files = mediaFiles(join(restoredDir, "media"));
    const response = await mediaRoutesFrom(() => files).request(`/media/${variant}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(served);
    expect(readdirSync(files.originalsDir)).toEqual([`${uploaded.photo.contentHash}.jpeg`]);
    expect(existsSync(join(files.publicDir, `${uploaded.photo.contentHash}-640.webp`))).toBe(true);
  } finally {
    await restored.close();
  }
});
