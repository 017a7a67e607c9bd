export type InquiryResult =
  | { ok: true; message: string; reference?: string }
  /** `unavailable`: the request never got an answer from our server (offline, gateway, or 502/503/504). */
  | {
      ok: false;
      error: string;
      unavailable: boolean;
      /** The server's sentence per field (`path`: the field's name), where it checked the body. */
      issues: Array<{ path: string; message: string }>;
    };

/** Posts an inquiry or quote request as JSON and reads the API's `{ success, message }` or `{ error }` answer. */
export async function postInquiry(
  path: "/api/contact-inquiry" | "/api/quote-request",
  body: object,
): Promise<InquiryResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: "Our server could not be reached.", unavailable: true, issues: [] };
  }
  const answer = (await response.json().catch(() => null)) as {
    success?: boolean;
    message?: string;
    reference?: string;
    error?: string;
    issues?: Array<{ path: string; message: string }>;
  } | null;
  if (response.ok && answer?.success)
    return { ok: true, message: answer.message ?? "", reference: answer.reference };
  const unavailable = response.status === 502 || response.status === 503 || response.status === 504;
  const error =
    answer?.error ??
    (unavailable
      ? "Our server is briefly unavailable."
      : `The server answered ${response.status}.`);
  return {
    ok: false,
    error: /[.!?]$/.test(error) ? error : `${error}.`,
    unavailable,
    issues: Array.isArray(answer?.issues) ? answer.issues : [],
  };
}
