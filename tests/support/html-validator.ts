import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The W3C Nu HTML Checker, as the vnu-jar package ships it (run with Debian's Java). */
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
export const javaPath = process.env.JAVA_PATH || "java";

export type HtmlDocument = { name: string; html: string };
export type HtmlMessage = { page: string; line?: number; column?: number; message: string };
export type HtmlReport = { errors: HtmlMessage[]; warnings: HtmlMessage[] };

type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
};

/**
 * Checks every document with one run of the checker (one JVM start, a few seconds however many
 * pages): its errors, and its warnings apart. Plain "info" messages (the trailing slash React
 * writes on void elements) are neither.
 */
export async function validateHtml(documents: HtmlDocument[]): Promise<HtmlReport> {
  const dir = await mkdtemp(join(tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    await Promise.all(
      documents.map(async (document, index) => {
        const file = join(dir, `${index}.html`);
        files.set(`file:${file}`, document.name);
        await writeFile(file, document.html);
      }),
    );
    const output = await runVnu([...files.keys()].map((url) => url.slice("file:".length)));
    const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
    const report: HtmlReport = { errors: [], warnings: [] };
    for (const message of messages) {
      const found: HtmlMessage = {
        page: (message.url && files.get(message.url)) ?? message.url ?? "(no page)",
        line: message.lastLine,
        column: message.firstColumn,
        message: message.message,
      };
      if (message.type !== "info") report.errors.push(found);
      else if (message.subType === "warning") report.warnings.push(found);
    }
    return report;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The checker's JSON report, which it writes to stderr. The JVM runs with its quick compiler only
 * (half the CPU time of a default start for a one-off run of a few seconds), which needs a larger
 * thread stack than the 512 KiB the checker asks for. Language detection is off: it only warns
 * when a page's words do not look like its `lang`, and costs as much as the rest of the run.
 */
function runVnu(files: string[]): Promise<string> {
  const jvm = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
  const checker = ["--format", "json", "--exit-zero-always", "--no-langdetect"];
  const args = [...jvm, "-jar", vnuJar, ...checker, ...files];
  return new Promise((resolve, reject) => {
    execFile(javaPath, args, { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) {
        const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
        reject(
          new Error(
            missing
              ? `No Java at '${javaPath}': run 'sudo apt-get install default-jre-headless' (Debian).`
              : `The HTML checker failed: ${error.message}\n${stderr}`,
          ),
        );
      } else resolve(stderr);
    });
  });
}

/** One line per message, for a failing test's output: the page, where, and what. */
export function describeMessages(messages: HtmlMessage[]): string[] {
  return messages.map(
    (found) => `${found.page}:${found.line ?? "?"}:${found.column ?? "?"} ${found.message}`,
  );
}
