import type { Context, MiddlewareHandler } from "hono";

/** The content types an HTML form sends (React Router's <Form> uses the first). */
const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * Every POST to a page is a form submission to a route action. Checked once here, so no action
 * meets a body it cannot read (undici's formData() throws on a broken multipart body, which
 * each action would turn into a 500): the wrong content type gets 415, an oversized form 413,
 * a form that cannot be parsed 400, a form with a NUL character in a name or a field 400 (no
 * field can hold one, and PostgreSQL fails on one in a query), each with a sentence. A readable form goes on to React
 * Router as a fresh request over the bytes already read.
 */
export function formPostGuard(options: {
  maxBytes: number;
  /** A larger limit for the forms that send files (the photo library's upload), when `when` agrees. */
  uploads?: { paths: readonly string[]; maxBytes: number; when: (c: Context) => boolean };
}): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "POST") return next();
    const contentType = c.req.header("content-type") ?? "";
    if (!FORM_TYPES.test(contentType))
      return c.text(
        "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
        415,
      );
    const uploads = options.uploads;
    const maxBytes =
      uploads && uploads.paths.includes(c.req.path) && uploads.when(c)
        ? uploads.maxBytes
        : options.maxBytes;
    const tooLarge = `The form is too large (the limit is ${sizeText(maxBytes)}).`;
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > maxBytes) return c.text(tooLarge, 413);
    const body = await readAtMost(c.req.raw, maxBytes);
    if (!body) return c.text(tooLarge, 413);
    let form: FormData;
    try {
      form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    } catch {
      return c.text("The form could not be read. Please reload the page and send it again.", 400);
    }
    if (formHoldsNul(form)) return c.text(NUL_REFUSAL, 400);
    c.req.raw = new Request(c.req.raw.url, {
      method: "POST",
      headers: c.req.raw.headers,
      body,
      signal: c.req.raw.signal,
    });
    return next();
  };
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

/** The body's bytes, or null once it passes `maxBytes` (a chunked upload has no length to check first). */
async function readAtMost(request: Request, maxBytes: number): Promise<Blob | null> {
  if (!request.body) return new Blob([]);
  const chunks: BlobPart[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) return null;
    chunks.push(chunk as Uint8Array<ArrayBuffer>);
  }
  return new Blob(chunks);
}

/** What a request carrying a NUL character is told (a form here, a JSON body in json-api.ts). */
export const NUL_REFUSAL =
  "The request holds a character no field can take (NUL). Please remove it and send again.";

function formHoldsNul(form: FormData): boolean {
  for (const [name, value] of form)
    if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000")))
      return true;
  return false;
}

/** Whether a parsed JSON value holds a NUL in any key or string, however deep. */
export function jsonHoldsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(
    ([key, inner]) => key.includes("\u0000") || jsonHoldsNul(inner, depth + 1),
  );
}
