import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { photoSources } from "../../../domain/media/photo-view";
import { Photo } from "./photo";

const photo = photoSources({
  id: "p1",
  contentHash: "0123456789abcdef0123",
  altText: "Giraffes at the Giraffe Centre",
  credit: null,
  width: 1300,
  height: 650,
  focalPoint: { x: 30, y: 70 },
  variants: [1300, 480, 800, 1200].flatMap((width) =>
    (["avif", "webp"] as const).map((format) => ({
      format,
      width,
      height: width / 2,
      bytes: 1000,
    })),
  ),
});

describe("<Photo>", () => {
  it("offers AVIF then WebP at every width, with the photo's size, alt text and focal point", () => {
    const { container } = render(<Photo photo={photo} sizes="(min-width: 1024px) 50vw, 100vw" />);
    const [avif, webp] = Array.from(container.querySelectorAll("source"));
    expect(avif?.getAttribute("type")).toBe("image/avif");
    expect(avif?.getAttribute("srcset")).toBe(
      "/media/0123456789abcdef0123-480.avif 480w, /media/0123456789abcdef0123-800.avif 800w, /media/0123456789abcdef0123-1200.avif 1200w, /media/0123456789abcdef0123-1300.avif 1300w",
    );
    expect(webp?.getAttribute("type")).toBe("image/webp");
    expect(webp?.getAttribute("sizes")).toBe("(min-width: 1024px) 50vw, 100vw");
    const img = container.querySelector("img")!;
    expect(img.getAttribute("alt")).toBe("Giraffes at the Giraffe Centre");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1300", "650"]);
    expect(img.getAttribute("src")).toBe("/media/0123456789abcdef0123-800.webp");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.hasAttribute("fetchpriority")).toBe(false);
    expect(img.style.objectPosition).toBe("30% 70%");
  });

  it("loads the page's main photo first", () => {
    const { container } = render(<Photo photo={photo} sizes="100vw" priority />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.hasAttribute("decoding")).toBe(false);
  });
});
