import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { exifHasGps, jpegWithGps, plainPng, pngBomb } from "../../../tests/support/test-photos";
import {
  deletePhoto,
  importPhotos,
  listPhotos,
  mediaFiles,
  registerMediaUsage,
  updatePhotoDetails,
  uploadPhoto,
  type MediaFiles,
} from "./index";

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freshLibrary(): MediaFiles {
  const dir = mkdtempSync(join(tmpdir(), "media-"));
  folders.push(dir);
  return mediaFiles(dir);
}

const filesIn = (dir: string) => readdirSync(dir).sort();
const details = { altText: "Point Lenana at dawn above the clouds", credit: "Wanjiru K." };

describeOnEachDatabase("the photo library on %s", (t) => {
  it("strips EXIF with the GPS position from every variant and turns the photo upright", async () => {
    const files = freshLibrary();
    // 600 wide and 400 high as stored, shown turned a quarter (EXIF orientation 6): upright it is 400 x 600.
    const bytes = await jpegWithGps(600, 400, 6);
    expect(exifHasGps((await sharp(bytes).metadata()).exif)).toBe(true);

    const result = await uploadPhoto(
      t.db,
      {
        ...details,
        bytes,
        fileName: "IMG_0042.jpg",
        focalPoint: { x: 30, y: 70 },
        uploadedBy: "admin-1",
      },
      files,
    );
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    expect(result.photo).toMatchObject({ width: 400, height: 600, originalFormat: "jpeg" });

    const variants = filesIn(files.publicDir);
    expect(variants).toEqual(
      [`${result.photo.contentHash}-400.avif`, `${result.photo.contentHash}-400.webp`].sort(),
    );
    for (const name of variants) {
      const data = readFileSync(join(files.publicDir, name));
      const metadata = await sharp(data).metadata();
      expect(metadata.exif, name).toBeUndefined();
      expect(metadata.orientation ?? 1, name).toBe(1);
      expect([metadata.width, metadata.height], name).toEqual([400, 600]);
      expect(data.includes("TestCam"), name).toBe(false);
    }
    // The original is kept as sent, outside the public folder.
    expect(filesIn(files.originalsDir)).toEqual([`${result.photo.contentHash}.jpeg`]);
    expect(readFileSync(join(files.originalsDir, `${result.photo.contentHash}.jpeg`))).toEqual(
      bytes,
    );

    const [listed] = await listPhotos(t.db);
    expect(listed).toMatchObject({
      id: result.photo.id,
      altText: details.altText,
      credit: details.credit,
      focalPoint: { x: 30, y: 70 },
      uploadedBy: "admin-1",
      originalName: "IMG_0042.jpg",
    });
  });

  it("makes AVIF and WebP at each width up to the photo's own, never wider", async () => {
    const files = freshLibrary();
    const result = await uploadPhoto(
      t.db,
      { ...details, bytes: await plainPng(1300, 650), fileName: "crater.png", uploadedBy: null },
      files,
    );
    if (!result.ok) throw new Error(result.message);
    const widths = (format: string) =>
      result.photo.variants.filter((v) => v.format === format).map((v) => [v.width, v.height]);
    const expected = [
      [480, 240],
      [800, 400],
      [1200, 600],
      [1300, 650],
    ];
    expect(widths("avif")).toEqual(expected);
    expect(widths("webp")).toEqual(expected);
    for (const variant of result.photo.variants) {
      const name = `${result.photo.contentHash}-${variant.width}.${variant.format}`;
      const metadata = await sharp(join(files.publicDir, name)).metadata();
      expect(metadata.format === "heif" ? "avif" : metadata.format, name).toBe(variant.format);
      expect(metadata.width, name).toBe(variant.width);
    }
    expect(filesIn(files.originalsDir)).toEqual([`${result.photo.contentHash}.png`]);
  });

  it("refuses a text file, a 21 MB file and an image bomb with a sentence, storing nothing", async () => {
    const files = freshLibrary();
    const before = (await listPhotos(t.db)).length;
    const attempts = [
      {
        bytes: new TextEncoder().encode("Packing list: boots, gaiters, head torch."),
        fileName: "packing.jpg",
        message: "packing.jpg is not a photo we can read: upload a JPEG, PNG or WebP file.",
      },
      {
        bytes: new Uint8Array(21 * 1024 * 1024),
        fileName: "huge.jpg",
        message: "huge.jpg is 21.0 MB; a photo may be at most 20.0 MB.",
      },
      {
        bytes: await pngBomb(30_000, 30_000),
        fileName: "bomb.png",
        message:
          "bomb.png is 30000 x 30000 pixels (900 megapixels); a photo may have at most 50 megapixels.",
      },
    ];
    for (const attempt of attempts) {
      const result = await uploadPhoto(t.db, { ...details, ...attempt, uploadedBy: null }, files);
      expect(result).toMatchObject({ ok: false, kind: "invalid", message: attempt.message });
    }
    expect((await listPhotos(t.db)).length).toBe(before);
    expect(readdirSync(files.root)).toEqual([]);
  });

  it("refuses a photo without alt text, and the same photo twice", async () => {
    const files = freshLibrary();
    const bytes = await plainPng(200, 100);
    const missing = await uploadPhoto(
      t.db,
      { altText: "  ", bytes, fileName: "kopje.png", uploadedBy: null },
      files,
    );
    expect(missing).toMatchObject({
      ok: false,
      field: "details",
      errors: { altText: "Describe the photo for people who cannot see it (alt text)." },
    });
    expect(readdirSync(files.root)).toEqual([]);

    const first = await uploadPhoto(
      t.db,
      { altText: "A lion on a kopje", bytes, fileName: "kopje.png", uploadedBy: null },
      files,
    );
    expect(first.ok).toBe(true);
    const again = await uploadPhoto(
      t.db,
      { altText: "Lion", bytes, fileName: "kopje-copy.png", uploadedBy: null },
      files,
    );
    expect(again).toMatchObject({
      ok: false,
      kind: "conflict",
      message: "kopje-copy.png is already in the library, as “A lion on a kopje”.",
    });
  });

  it("edits a photo's details, and refuses to delete it while a page uses it, naming the page", async () => {
    const files = freshLibrary();
    const uploaded = await uploadPhoto(
      t.db,
      {
        altText: "Dawn balloon flight",
        bytes: await plainPng(300, 200),
        fileName: "balloon.png",
        uploadedBy: null,
      },
      files,
    );
    if (!uploaded.ok) throw new Error(uploaded.message);
    const id = uploaded.photo.id;

    const edited = await updatePhotoDetails(t.db, id, {
      altText: "A balloon over the Mara at dawn",
      credit: "",
      focalPoint: { x: "20", y: "80" },
    });
    expect(edited).toMatchObject({
      ok: true,
      photo: {
        altText: "A balloon over the Mara at dawn",
        credit: null,
        focalPoint: { x: 20, y: 80 },
      },
    });
    expect(
      await updatePhotoDetails(t.db, id, { altText: "x", focalPoint: { x: 120, y: 0 } }),
    ).toMatchObject({
      ok: false,
      errors: { focalPoint: "The focal point's distance from the left must be from 0 to 100." },
    });

    const unregister = registerMediaUsage(async (_db, photoId) =>
      photoId === id ? ["the Maasai Mara Holiday's hero", "the landing page's gallery"] : [],
    );
    try {
      const refused = await deletePhoto(t.db, id, files);
      expect(refused).toMatchObject({
        ok: false,
        kind: "conflict",
        message:
          "“A balloon over the Mara at dawn” is in use on the Maasai Mara Holiday's hero, the landing page's gallery: choose another photo there first, then delete this one.",
      });
      expect((await listPhotos(t.db)).map((photo) => photo.id)).toContain(id);
      expect(filesIn(files.publicDir).length).toBeGreaterThan(0);
    } finally {
      unregister();
    }

    expect(await deletePhoto(t.db, id, files)).toEqual({ ok: true });
    expect((await listPhotos(t.db)).map((photo) => photo.id)).not.toContain(id);
    expect(filesIn(files.publicDir)).toEqual([]);
    expect(filesIn(files.originalsDir)).toEqual([]);
    expect(await deletePhoto(t.db, id, files)).toMatchObject({ ok: false, kind: "not-found" });
  });

  it("imports content/images photos once, each with its alt text from photos.json", async () => {
    const files = freshLibrary();
    const source = mkdtempSync(join(tmpdir(), "content-images-"));
    folders.push(source);
    writeFileSync(join(source, "savanna.png"), await plainPng(240, 160));
    writeFileSync(join(source, "no-words.png"), await plainPng(160, 240));
    writeFileSync(join(source, "README.md"), "# Photos");
    writeFileSync(
      join(source, "photos.json"),
      JSON.stringify({
        "savanna.png": { altText: "Acacia trees on the savanna", credit: "Otieno" },
      }),
    );
    expect(await importPhotos(t.db, source, files)).toEqual({
      imported: ["savanna.png"],
      alreadyInLibrary: [],
      skipped: ["no-words.png: no alt text for it in photos.json."],
    });
    const photo = (await listPhotos(t.db)).find((row) => row.originalName === "savanna.png");
    expect(photo).toMatchObject({
      altText: "Acacia trees on the savanna",
      credit: "Otieno",
      uploadedBy: null,
    });
    expect(await importPhotos(t.db, source, files)).toMatchObject({
      imported: [],
      alreadyInLibrary: ["savanna.png"],
    });
  });
});
