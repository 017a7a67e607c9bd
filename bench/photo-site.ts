// `npx vite-node --config server/platform/db/vite-node.config.ts bench/photo-site.ts DIR`: a data
// directory for a production server whose pages carry real-sized photos (issue 29: "Lighthouse
// mobile with a real-sized hero photo"). No real photo can be fetched here, so each is drawn: a
// 2400 x 1600 landscape with a sky, ridges, thousands of strokes of grass and scrub, and grain,
// so it encodes to the size a camera's photo does (hundreds of KB as JPEG), not to a flat colour's
// few bytes. The photos go through the library's own upload (AVIF and WebP at every width under
// DIR/media); the catalogue is seeded with them as Point Lenana's hero, card and gallery, and the
// pages with one as the landing page's hero.
// bench/lighthouse.js --with-photos runs this, then measures the pages it serves.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { HEIGHT, WIDTH, drawnPhoto } from "../tests/support/drawn-photo";
import { trips as seedTrips } from "../content/trips";
import type { Trip } from "../domain/catalogue/trip-schema";
import { seedPages as seedPageDocuments } from "../content/pages";
import { seedCatalogue } from "../server/modules/catalogue";
import { seedPages } from "../server/modules/pages";
import { mediaFiles, uploadPhoto } from "../server/modules/media";
import { migrateToLatest, openDatabase, sqliteFileFor } from "../server/platform/db";

const photos = [
  { name: "lenana-hero.jpg", alt: "Trekkers on the ridge below Point Lenana at sunrise" },
  { name: "landing-hero.jpg", alt: "Mount Kenya's twin peaks above the moorland at dawn" },
  { name: "lenana-camp.jpg", alt: "Tents at Shipton's Camp under the northern face" },
  { name: "lenana-moorland.jpg", alt: "Giant groundsels on the moorland of the Sirimon route" },
];

/** Migrates DIR's SQLite database, uploads the drawn photos and seeds the catalogue with them. */
export async function preparePhotoSite(dataDir: string): Promise<{ heroBytes: number }> {
  mkdirSync(dataDir, { recursive: true });
  const handle = openDatabase({ sqliteFile: sqliteFileFor(dataDir) });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    const ids: string[] = [];
    let heroBytes = 0;
    for (const [n, photo] of photos.entries()) {
      const bytes = await drawnPhoto(n + 1);
      if (n === 0) heroBytes = bytes.byteLength;
      const result = await uploadPhoto(
        handle.db,
        { altText: photo.alt, bytes, fileName: photo.name, uploadedBy: null },
        mediaFiles(join(dataDir, "media")),
      );
      if (!result.ok) throw new Error(result.message);
      ids.push(result.photo.id);
    }
    const [hero, landingHero, ...gallery] = ids;
    const trips: Trip[] = seedTrips.map((trip) =>
      trip.slug === "point-lenana" ? { ...trip, photos: { hero, gallery } } : trip,
    );
    await seedCatalogue(handle.db, trips);
    const landing = seedPageDocuments.landing;
    await seedPages(handle.db, {
      ...seedPageDocuments,
      landing: { ...landing, hero: { ...landing.hero, photo: landingHero } },
    });
    return { heroBytes };
  } finally {
    await handle.close();
  }
}

if (process.argv[2]) {
  const { heroBytes } = await preparePhotoSite(process.argv[2]);
  console.log(
    `photo site ready in ${process.argv[2]} (hero JPEG ${(heroBytes / 1024).toFixed(0)} KB, ${WIDTH} x ${HEIGHT})`,
  );
}
