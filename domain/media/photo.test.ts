import { describe, expect, it } from "vitest";
import { photoSources, shareImageOf, type StoredPhoto } from "./photo";

const stored = (widths: number[]): StoredPhoto => ({
  id: "p",
  contentHash: "0123456789abcdef0123",
  altText: "Point Lenana at dawn",
  credit: null,
  width: widths.at(-1)!,
  height: 100,
  focalPoint: { x: 50, y: 50 },
  variants: widths.flatMap((width) =>
    (["avif", "webp"] as const).map((format) => ({ format, width, height: 100, bytes: 1 })),
  ),
});

describe("a shared link's preview image", () => {
  it("is the photo's 1200 px WebP", () => {
    expect(shareImageOf(photoSources(stored([480, 800, 1200, 1600, 2400])))).toBe(
      "/media/0123456789abcdef0123-1200.webp",
    );
  });

  it("is a narrower photo's own width, never an AVIF", () => {
    expect(shareImageOf(photoSources(stored([480, 800, 1000])))).toBe(
      "/media/0123456789abcdef0123-1000.webp",
    );
    expect(shareImageOf(photoSources(stored([])))).toBeUndefined();
  });
});
