import { data } from "react-router";
import type { Kysely } from "kysely";
import type { PageKey } from "../../domain/pages/page-keys";
import { pageForm } from "../../domain/pages/page-forms";
import type { PageDocuments } from "../../domain/pages/page-schemas";
import { requireStaff } from "../../server/modules/accounts";
import { pageForEditor } from "../../server/modules/pages";
import type { Database } from "../../server/platform/db/schema";
import { NO_STORE } from "./no-store.server";

/** Where a page's draft is drawn for the content studio's preview frames (decision 0067). */
const PREVIEW_PATH = "/admin-preview/pages/";

/**
 * On /admin-preview/pages/<key>: the page's draft, validated, for staff only (admins and editors
 * signed in with two factors), which the page's own route then draws exactly as it draws the
 * published page; null on the page's public address. A draft with fields to fix answers 409.
 */
export async function previewedDraft<K extends PageKey>(
  request: Request,
  db: Kysely<Database>,
  key: K,
): Promise<PageDocuments[K] | null> {
  if (!new URL(request.url).pathname.startsWith(PREVIEW_PATH)) return null;
  await requireStaff(request);
  const state = await pageForEditor(db, key);
  if (!state) throw data(null, { status: 404, headers: NO_STORE });
  const verdict = pageForm(key).validate(state.draft);
  if (!verdict.ok) throw data(null, { status: 409, headers: NO_STORE });
  return verdict.document as PageDocuments[K];
}

/** A preview is never stored by any cache; the public page's headers stay as they were. */
export const previewHeaders = (draft: unknown) => (draft ? { headers: NO_STORE } : undefined);
