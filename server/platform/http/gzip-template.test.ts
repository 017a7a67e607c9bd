import fc from "fast-check";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipTemplate } from "./gzip-template";

describe("gzipTemplate", () => {
  it("gives a gzip body that unpacks to the segments joined by the fill", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme", maxLength: 3000 }), { minLength: 1, maxLength: 12 }),
        fc.string({ unit: "binary-ascii", minLength: 0, maxLength: 40 }),
        (segments, fill) => {
          const body = gzipTemplate(segments, Buffer.byteLength(fill))(fill);
          expect(gunzipSync(body).toString("utf8")).toBe(segments.join(fill));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("refers back across holes: markup repeated after a hole costs almost nothing", () => {
    const words = [
      "Sirimon",
      "Mackinder",
      "Shipton's",
      "Lenana",
      "Teleki",
      "bog",
      "camp",
      "porter",
      "4,985 m",
      "sunrise",
    ];
    let seed = 7;
    const day = Array.from(
      { length: 600 },
      () => words[(seed = (seed * 31 + 11) % 997) % words.length],
    ).join(" ");
    const segments = [
      `<main>${day}</main><script nonce="`,
      `">$RC("B:1")</script><div hidden>${day}</div><script nonce="`,
      `">done()</script>`,
    ];
    const fill = gzipTemplate(segments, 24);
    const nonce = "AbCdEfGhIjKlMnOpQrStUv==";
    expect(gunzipSync(fill(nonce)).toString()).toBe(segments.join(nonce));
    // The second copy of the day is a back-reference into the first segment.
    const oneByOne = segments.reduce((sum, segment) => sum + gzipSync(segment).length, 0);
    expect(fill(nonce).length).toBeLessThan(oneByOne * 0.7);
    expect(fill(nonce).length).toBeLessThan(gzipSync(segments.join(nonce)).length * 1.2);
  });

  it("fills each response with its own value from one compression", () => {
    const page = `<script nonce="@">a()</script>${"<p>Mount Kenya</p>".repeat(2000)}<script nonce="@">b()</script>`;
    const fill = gzipTemplate(page.split("@"), 12);
    expect(gunzipSync(fill("n0nceOne+/==")).toString()).toBe(page.replaceAll("@", "n0nceOne+/=="));
    expect(gunzipSync(fill("n0nceTwo+/==")).toString()).toBe(page.replaceAll("@", "n0nceTwo+/=="));
    expect(fill("n0nceOne+/==").length).toBeLessThan(page.length / 20);
    expect(() => fill("short")).toThrow(/12-byte fill/);
  });
});
