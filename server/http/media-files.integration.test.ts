import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/database-fixture";
import { jpegWithGps } from "../../tests/support/test-photos";
import { mediaFiles, uploadPhoto, type LibraryPhoto } from "../modules/media";
import { mediaRoutesFrom } from "./media-files";

const dir = mkdtempSync(join(tmpdir(), "media-serving-"));
const files = mediaFiles(dir);
const app = mediaRoutesFrom(() => files);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("GET /media/<hash>-<width>.<format>", () => {
  const t = useTestDatabase("sqlite");
  let photo: LibraryPhoto;
  beforeAll(async () => {
    const result = await uploadPhoto(
      t.db,
      {
        altText: "Mackinder's Camp under Batian",
        bytes: await jpegWithGps(900, 600),
        fileName: "camp.jpg",
        uploadedBy: null,
      },
      files,
    );
    if (!result.ok) throw new Error(result.message);
    photo = result.photo;
  });

  it("serves each variant with its type and a year's immutable cache", async () => {
    for (const format of ["avif", "webp"] as const) {
      const name = `${photo.contentHash}-800.${format}`;
      const response = await app.request(`/media/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(`image/${format}`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await response.arrayBuffer())).toEqual(
        readFileSync(join(files.publicDir, name)),
      );
    }
    expect((await app.request(`/media/${photo.contentHash}-900.webp`)).status).toBe(200);
  });

  it("answers 404 for a width or photo there is not, an original, and paths out of the folder", async () => {
    // A file an attacker might hope to reach, beside the library.
    writeFileSync(join(dir, "secret.txt"), "not public");
    const hash = photo.contentHash;
    const paths = [
      `/media/${hash}-1200.webp`,
      `/media/${"0".repeat(20)}-800.webp`,
      `/media/${hash}-800.jpeg`,
      `/media/${hash}.jpeg`,
      `/media/originals/${hash}.jpeg`,
      `/media/..%2Foriginals%2F${hash}.jpeg`,
      `/media/%2e%2e/originals/${hash}.jpeg`,
      `/media/..%2Fsecret.txt`,
      `/media/${hash.toUpperCase()}-800.WEBP`,
      `/media/public/${hash}-800.webp`,
      `/media/`,
    ];
    for (const path of paths) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      // "/media/%2e%2e/originals/..." is "/originals/..." once parsed: no route at all, still 404.
      expect(await response.text(), path).toMatch(
        /^(There is no photo at this address\.|404 Not Found)$/,
      );
    }
  });
});
