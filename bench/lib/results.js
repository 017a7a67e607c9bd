// bench/RESULTS.md is shared by every bench script: each owns one section between
// `<!-- name:start -->` and `<!-- name:end -->` and replaces only that section.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./server.js";

export const resultsPath = join(repoRoot, "bench", "RESULTS.md");

const header = `# Benchmark results

Measured by the scripts in \`bench/\` (\`npm run bench\` runs them all). Each section is rewritten by its own script;
edit the text outside the markers freely.
`;

/** Replace (or append) the section `name`; formatted with the project's Prettier settings. */
export async function writeSection(name, body, path = resultsPath) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const current = existsSync(path) ? readFileSync(path, "utf8") : header;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from !== -1 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.replace(/\s*$/, "")}\n\n${block}\n`;
  writeFileSync(path, await formatMarkdown(next, path));
  return path;
}

/** A markdown table from a header row and data rows. */
export function markdownTable(head, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

export const median = (values) => {
  const sorted = values
    .filter((v) => typeof v === "number" && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Prettier aligns the tables, so `prettier --check .` stays green; unformatted if Prettier is missing. */
async function formatMarkdown(text, path) {
  try {
    const prettier = await import("prettier");
    const options = (await prettier.resolveConfig(path)) ?? {};
    return await prettier.format(text, { ...options, filepath: path });
  } catch {
    return text;
  }
}
