import sharp from "sharp";

/** A detailed 2400 x 1600 JPEG: a drawn mountain at dawn under grain, as a camera's file is. */
export async function mountainPhoto(hueShift = 0): Promise<Buffer> {
  const [width, height] = [2400, 1600];
  // A distinct photo each run and each shift: the library refuses the same bytes twice.
  const hue = (Date.now() + hueShift * 13) % 40;
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${210 + hue},60%,35%)"/><stop offset="0.7" stop-color="#f4a261"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <polygon points="0,1600 700,700 1050,950 1400,380 1850,900 2400,620 2400,1600" fill="#2f3e46"/>
    <polygon points="1400,380 1270,560 1360,530 1420,600 1530,540" fill="#f1faee"/>
    <rect y="1300" width="${width}" height="300" fill="#354f52"/>
  </svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 28 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
