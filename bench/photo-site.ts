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
import sharp from "sharp";
import { trips as seedTrips } from "../content/trips";
import type { Trip } from "../domain/catalogue/trip-schema";
import { seedPages as seedPageDocuments } from "../content/pages";
import { seedCatalogue } from "../server/modules/catalogue";
import { seedPages } from "../server/modules/pages";
import { mediaFiles, uploadPhoto } from "../server/modules/media";
import { migrateToLatest, openDatabase, sqliteFileFor } from "../server/platform/db";

const WIDTH = 2400;
const HEIGHT = 1600;

/** A seeded pseudo-random sequence: the same photo on every run, so runs compare. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

/** A ridge line across the picture: a jagged path closed along the bottom edge. */
function ridge(random: () => number, baseY: number, roughness: number, fill: string): string {
  const points: string[] = [];
  let y = baseY;
  for (let x = 0; x <= WIDTH; x += 24) {
    y = Math.min(HEIGHT, Math.max(HEIGHT * 0.15, y + (random() - 0.5) * roughness));
    points.push(`${x},${y.toFixed(0)}`);
  }
  return `<polygon fill="${fill}" points="0,${HEIGHT} ${points.join(" ")} ${WIDTH},${HEIGHT}"/>`;
}

/** Short strokes of grass and scrub over the lower half, in many greens and ochres. */
function scrub(random: () => number, count: number): string {
  const colours = ["#4f6b2f", "#6b7f3a", "#8a7a3c", "#3e5a2a", "#a38a4a", "#5c4a2a", "#7d9446"];
  let strokes = "";
  for (let n = 0; n < count; n++) {
    const x = random() * WIDTH;
    const y = HEIGHT * 0.55 + random() * HEIGHT * 0.45;
    const length = 6 + random() * 26 * (y / HEIGHT);
    const lean = (random() - 0.5) * 14;
    const colour = colours[Math.floor(random() * colours.length)];
    strokes += `<path d="M${x.toFixed(0)} ${y.toFixed(0)}l${lean.toFixed(1)} -${length.toFixed(1)}" stroke="${colour}" stroke-width="${(1 + random() * 3).toFixed(1)}"/>`;
  }
  return strokes;
}

/** A detailed landscape as a JPEG, as a camera would hand it over. */
export async function drawnPhoto(seed: number): Promise<Buffer> {
  const random = randomFrom(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f2b36b"/><stop offset="0.45" stop-color="#f7d9a8"/><stop offset="1" stop-color="#b9c9d6"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    <circle cx="${WIDTH * (0.2 + random() * 0.6)}" cy="${HEIGHT * 0.25}" r="70" fill="#fff3d6"/>
    ${ridge(random, HEIGHT * 0.35, 90, "#6d7c8c")}
    ${ridge(random, HEIGHT * 0.5, 60, "#55634a")}
    ${ridge(random, HEIGHT * 0.62, 40, "#6f7a3e")}
    ${scrub(random, 9000)}
  </svg>`;
  const drawn = await sharp(Buffer.from(svg)).png().toBuffer();
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(drawn)
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

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
