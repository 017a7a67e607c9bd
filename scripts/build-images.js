// `npm run images`: responsive AVIF and WebP variants of the photos in content/images/.
//
// For every .jpg/.jpeg/.png/.webp in content/images/ (not in subfolders):
//   - variants at 480, 800, 1200 and 1600 px wide (never upscaled; a photo narrower than a step also
//     gets a variant at its own width), in AVIF and WebP, into public/img/generated/ with
//     content-hashed names (`mount-kenya-3f9a0c1e-800.avif`), so they can be cached forever;
//   - one entry in app/lib/photo-manifest.generated.json, keyed by the file's base name
//     (`mount-kenya.jpg` -> "mount-kenya"), which app/lib/photo-manifest.ts reads at build time.
//     A photo named like an illustration scene (mount-kenya, savanna, crater-lake, coast, ...)
//     replaces that scene wherever <ResponsivePicture name="..."> is used.
//
// Unchanged photos are not re-encoded (the hash covers the file and the encoder settings), and
// variants of photos that were removed or replaced are deleted. With no photos at all the
// generated manifest is removed and the site falls back to its SVG illustrations.
// Run it before `npm run build`: Vite copies public/ into the build.
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, extname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const inputDir = join(root, "content", "images");
const outputDir = join(root, "public", "img", "generated");
const manifestPath = join(root, "app", "lib", "photo-manifest.generated.json");

const WIDTHS = [480, 800, 1200, 1600];
const EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".webp"]);
// Bump VERSION when the settings change so every variant is re-encoded.
const VERSION = 1;
const FORMATS = {
  avif: { quality: 50, effort: 4, chromaSubsampling: "4:2:0" },
  webp: { quality: 74, effort: 5, smartSubsample: true },
};

/** Base names become map keys and file names: keep them URL-safe. */
const NAME_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

function photoFiles() {
  if (!existsSync(inputDir)) return [];
  return readdirSync(inputDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && EXTENSIONS.has(extname(entry.name).toLowerCase()))
    .map((entry) => entry.name)
    .sort();
}

/** Must match `variantUrl` in app/lib/photo-manifest.ts. */
function variantFile(name, hash, width, format) {
  return `${name}-${hash}-${width}.${format}`;
}

function variantWidths(sourceWidth) {
  const widths = WIDTHS.filter((width) => width <= sourceWidth);
  // Keep the photo's full resolution when it falls between two steps (or below the first).
  if (sourceWidth < WIDTHS.at(-1) && !widths.includes(sourceWidth)) widths.push(sourceWidth);
  return widths;
}

async function processPhoto(fileName, written) {
  const sourcePath = join(inputDir, fileName);
  const name = fileName.slice(0, -extname(fileName).length);
  const bytes = readFileSync(sourcePath);
  const hash = createHash("sha256")
    .update(JSON.stringify({ VERSION, FORMATS }))
    .update(bytes)
    .digest("hex")
    .slice(0, 10);

  // `rotate()` applies the EXIF orientation, so portrait phone photos stay upright.
  const meta = await sharp(bytes).rotate().metadata();
  const upright = (meta.orientation ?? 1) >= 5;
  const sourceWidth = upright ? meta.height : meta.width;
  const sourceHeight = upright ? meta.width : meta.height;
  if (!sourceWidth || !sourceHeight) throw new Error(`${fileName}: cannot read the image size`);

  const widths = variantWidths(sourceWidth);
  let reused = 0;
  for (const width of widths) {
    for (const [format, options] of Object.entries(FORMATS)) {
      const file = variantFile(name, hash, width, format);
      const target = join(outputDir, file);
      if (existsSync(target)) reused++;
      else {
        // Write to a temporary name first so an interrupted run never leaves a truncated variant behind.
        await sharp(bytes)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .toFormat(format, options)
          .toFile(`${target}.tmp`);
        renameSync(`${target}.tmp`, target);
      }
      written.add(file);
    }
  }
  // Deliberately compact: the manifest is bundled into the client JavaScript of every page that shows
  // a <ResponsivePicture>, so app/lib/photo-manifest.ts rebuilds the URLs from name, hash and widths.
  const largest = widths.at(-1);
  const entry = {
    hash,
    width: largest,
    height: Math.round((sourceHeight * largest) / sourceWidth),
    widths,
  };
  return { name, entry, reused, total: widths.length * Object.keys(FORMATS).length };
}

async function main() {
  const files = photoFiles();
  const manifest = {};
  const sources = new Map(); // name -> file, to report two files with one name
  const written = new Set();
  if (files.length > 0) mkdirSync(outputDir, { recursive: true });

  let failures = 0;
  for (const fileName of files) {
    const name = fileName.slice(0, -extname(fileName).length);
    if (!NAME_PATTERN.test(name)) {
      console.error(
        `skip ${fileName}: rename it to lowercase letters, digits and dashes (e.g. mount-kenya.jpg)`,
      );
      failures++;
      continue;
    }
    if (sources.has(name)) {
      console.error(
        `skip ${fileName}: another photo is already called "${name}" (${sources.get(name)}); keep one of them`,
      );
      failures++;
      continue;
    }
    sources.set(name, fileName);
    const started = Date.now();
    try {
      const { entry, reused, total } = await processPhoto(fileName, written);
      manifest[name] = entry;
      const widths = entry.widths.join(", ");
      console.log(
        `${fileName}: ${entry.width}x${entry.height}, widths ${widths}, ${total - reused} encoded, ${reused} up to date (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    } catch (error) {
      console.error(`skip ${fileName}: ${error.message}`);
      failures++;
    }
  }

  // Delete variants that no photo produces any more (removed or replaced photos).
  if (existsSync(outputDir)) {
    for (const file of readdirSync(outputDir)) {
      if (!written.has(file)) rmSync(join(outputDir, file), { recursive: true, force: true });
    }
  }

  if (Object.keys(manifest).length === 0) {
    rmSync(manifestPath, { force: true });
    console.log(`No photos in ${relative(root, inputDir)}/: the site uses its SVG illustrations.`);
  } else {
    // Sorted keys and a stable layout: the same photos always give the same file.
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(
      `Wrote ${relative(root, manifestPath)} (${Object.keys(manifest).length} photo${Object.keys(manifest).length === 1 ? "" : "s"}) and ${written.size} files in ${relative(root, outputDir)}/.`,
    );
    console.log("Run `npm run build` next: Vite copies public/ into the build.");
  }
  if (failures > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error?.stack ?? error);
  process.exit(1);
});
