import { data } from "react-router";
import type { Route } from "./+types/proposal";
import { formatTravelDate } from "../../domain/calendar";
import type { PhotoView } from "../../domain/media/photo-view";
import { clientProposalView, type ClientProposalView } from "../../domain/proposals/proposal-view";
import { operatorCredentials, type Credential } from "../../domain/trust/credentials";
import { getSessionUser, isAdmin } from "../../server/modules/accounts";
import { photoViews } from "../../server/modules/media";
import {
  openProposalLink,
  recordProposalView,
  type ProposalLinkRefusal,
} from "../../server/modules/proposals";
import { systemNow } from "../../server/platform/clock";
import { siteContacts } from "../../server/platform/config";
import { dbContext } from "../../server/platform/http/request-context";
import { statusOfRefusal } from "../../server/platform/http/refusal-status";
import { authSecret } from "../../server/platform/secret";
import { NO_STORE } from "../lib/no-store.server";

/**
 * A client's proposal (`/proposals/<signed id and link version>`, issue 30): the latest sent
 * version, personal (no-store, so neither a browser nor the page cache keeps it; noindex). A
 * forged, replaced or expired link gets its own sentence and a 404 or 410, with the ways to
 * reach the operator. The client's first open of each version tells the operator; the operator's
 * own look (signed in as an admin) is not counted.
 */

export type ProposalPage =
  | { state: "refused"; title: string; error: string; contacts: Credential[] }
  | {
      state: "open";
      proposal: ClientProposalView;
      version: number;
      note: string | null;
      changes: string[];
      photos: Array<PhotoView | null>;
      credentials: Credential[];
      pdfPath: string;
      operatorLook: boolean;
    };

function refusalText(refusal: ProposalLinkRefusal): { title: string; error: string } {
  if (refusal.reason === "expired")
    return {
      title: "This proposal has expired",
      error: `The prices of “${refusal.title}” were honoured until ${formatTravelDate(refusal.expiresOn)}. Get in touch and we will gladly price the trip again for your dates.`,
    };
  if (refusal.reason === "replaced")
    return {
      title: "This link has been replaced",
      error:
        "We sent a newer link to this proposal, and this one no longer opens it. Use the link in our latest email or message, or ask us for it.",
    };
  return {
    title: "We could not open this proposal",
    error:
      "This link is not one of ours, or part of it is missing. Copy the whole link from our email, or ask us to send it again.",
  };
}

async function operatorLooking(request: Request): Promise<boolean> {
  if (!request.headers.get("Cookie")) return false;
  const user = await getSessionUser(request);
  return user ? isAdmin(user.id) : false;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const now = systemNow();
  const contacts = siteContacts();
  const opened = await openProposalLink(db, authSecret(), params.token, now);
  if (!opened.ok)
    return data<ProposalPage>(
      { state: "refused", ...refusalText(opened), contacts: operatorCredentials(contacts) },
      { status: statusOfRefusal(opened.kind), headers: NO_STORE },
    );
  const operatorLook = await operatorLooking(request);
  if (!operatorLook) await recordProposalView(db, opened, { now });
  const ids = opened.document.draft.days.flatMap((day) => (day.photo ? [day.photo] : []));
  const views = await photoViews(db, ids);
  return data<ProposalPage>(
    {
      state: "open",
      proposal: clientProposalView(opened.document),
      version: opened.version,
      note: opened.note,
      changes: opened.changes,
      photos: opened.document.draft.days.map((day) =>
        day.photo ? (views.get(day.photo) ?? null) : null,
      ),
      credentials: operatorCredentials(contacts),
      pdfPath: `/proposals/${params.token}/pdf`,
      operatorLook,
    },
    { headers: NO_STORE },
  );
}
