// Real-sized photos for tests and benches. No real photo can be fetched here, so each is drawn: a
// 2400 x 1600 landscape with a sky, ridges, thousands of strokes of grass and scrub, and grain, so it
// encodes to the size a camera's photo does (hundreds of KB as JPEG), not to a flat colour's few bytes.
// bench/photo-site.ts uploads them for Lighthouse; the e2e specs upload them through the admin.
import sharp from "sharp";

export const WIDTH = 2400;
export const HEIGHT = 1600;

/** A seeded pseudo-random sequence: the same photo on every run, so runs compare. */
function randomFrom(seed: number): () => number {
  let state = Math.abs(Math.trunc(seed)) % 2 ** 32; // keeps state * 1664525 within exact integers
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

/**
 * A detailed landscape as a JPEG, as a camera would hand it over. `strokes` of scrub make the
 * detail: 9000 give a camera's megabyte (for Lighthouse), a few hundred draw in a fraction of the
 * time and still upload as a real photo (for the e2e specs).
 */
export async function drawnPhoto(seed: number, strokes = 9000): Promise<Buffer> {
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
    ${scrub(random, strokes)}
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
