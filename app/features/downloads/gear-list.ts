/**
 * The gear list download (made in the browser, no server call): a tidy standalone HTML page made in the browser
 * from the trip's gear categories (essential / optional) and preparation tips.
 * Every piece of text is HTML-escaped.
 */
import type { GearListKind, GearListTrip } from "./gear-kind";

export { gearListFileNames } from "./gear-kind";

const headings: Record<GearListKind, string> = {
  mountain: "Mountain Climbing Gear List",
  safari: "Safari & Wildlife Gear List",
};

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}

const styles = `
  :root { color-scheme: light; }
  body { margin: 0; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #2b2118; background: #f4efe6; }
  main { max-width: 46rem; margin: 0 auto; padding: 2rem 1.25rem 3rem; background: #fff; }
  .brand { margin: 0; font-size: .8rem; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; color: #8c560d; }
  h1 { margin: .25rem 0 .25rem; font-size: 1.9rem; line-height: 1.2; color: #143624; }
  h2 { margin: 2rem 0 .5rem; padding-bottom: .3rem; border-bottom: 2px solid #8c560d; font-size: 1.25rem; color: #1b4530; }
  h3 { margin: 1.25rem 0 .35rem; font-size: 1.05rem; }
  .intro { margin: 0; color: #5b5247; }
  .legend { font-size: .9rem; color: #5b5247; }
  ul.gear { list-style: none; margin: 0; padding: 0; }
  ul.gear li { display: flex; align-items: center; gap: .75rem; padding: .4rem 0; border-bottom: 1px solid #eee6d8; }
  ul.gear li::before { content: ""; flex: none; width: 1rem; height: 1rem; border: 1.5px solid #5b5247; border-radius: 3px; }
  .name { flex: 1; }
  .flag { flex: none; font-size: .75rem; font-weight: 700; padding: .1rem .55rem; border-radius: 999px; }
  .essential { background: #23573a; color: #fff; }
  .optional { border: 1px solid #5b5247; color: #2b2118; }
  ul.tips { padding-left: 1.25rem; }
  ul.tips li { margin: .3rem 0; }
  footer { margin-top: 2.5rem; font-size: .85rem; color: #5b5247; }
  @media print { body { background: #fff; } main { padding: 0; } h2 { break-after: avoid; } li { break-inside: avoid; } }
`;

export function gearListHtml(trip: GearListTrip, kind: GearListKind, siteUrl: string): string {
  const heading = headings[kind];
  const essentialCount = trip.gear.reduce(
    (sum, category) => sum + category.items.filter((item) => item.essential).length,
    0,
  );
  const categories = trip.gear
    .map(
      (category) => `
    <section>
      <h2>${escapeHtml(category.title)}</h2>
      <ul class="gear">
${category.items.map((item) => `        <li><span class="name">${escapeHtml(item.name)}</span><span class="flag ${item.essential ? "essential" : "optional"}">${item.essential ? "Essential" : "Optional"}</span></li>`).join("\n")}
      </ul>
    </section>`,
    )
    .join("\n");
  const tips = trip.preparation.length
    ? `
    <section>
      <h2>Preparation tips</h2>
${trip.preparation.map((section) => `      <h3>${escapeHtml(section.title)}</h3>\n      <ul class="tips">\n${section.items.map((item) => `        <li>${escapeHtml(item)}</li>`).join("\n")}\n      </ul>`).join("\n")}
    </section>`
    : "";
  const pageUrl = `${siteUrl}/itinerary/${trip.slug}`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(`${heading}: ${trip.title} | Kilele Expeditions`)}</title>
  <style>${styles}</style>
</head>
<body>
  <main>
    <p class="brand">Kilele Expeditions</p>
    <h1>${escapeHtml(heading)}</h1>
    <p class="intro">For ${escapeHtml(trip.title)} (${escapeHtml(trip.duration)}). Tick each item off as you pack.</p>
    <p class="legend">${essentialCount} essential items; items marked Optional make the trip more comfortable.</p>
${categories}
${tips}
    <footer>Questions about gear? Ask your guide before you travel: <a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a></footer>
  </main>
</body>
</html>
`;
}
