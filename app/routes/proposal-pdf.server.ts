import { data } from "react-router";
import type { Route } from "./+types/proposal-pdf";
import {
  openProposalLink,
  proposalPdfFileName,
  renderProposalPdf,
} from "../../server/modules/proposals";
import { systemNow } from "../../server/platform/clock";
import { siteContacts } from "../../server/platform/config";
import { dbContext } from "../../server/platform/http/request-context";
import { statusOfRefusal } from "../../server/platform/http/refusal-status";
import { authSecret } from "../../server/platform/secret";
import { NO_STORE } from "../lib/no-store.server";

/**
 * The PDF of the latest sent version (`/proposals/<token>/pdf`), drawn from the same frozen
 * document as the page; personal, so never stored by a cache. A link the page refuses is refused
 * here too, with the same status.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const opened = await openProposalLink(
    context.get(dbContext),
    authSecret(),
    params.token,
    systemNow(),
  );
  if (!opened.ok)
    throw data("This proposal link does not open a proposal any more.", {
      status: statusOfRefusal(opened.kind),
      headers: NO_STORE,
    });
  const pdf = await renderProposalPdf(
    opened.document,
    { number: opened.version, note: opened.note, changes: opened.changes },
    siteContacts(),
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...NO_STORE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${proposalPdfFileName(opened.document, opened.version)}"`,
    },
  });
}
