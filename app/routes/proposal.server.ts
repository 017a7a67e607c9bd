import { data, redirect } from "react-router";
import type { Route } from "./+types/proposal";
import { businessDay, formatTravelDate } from "../../domain/calendar";
import type { PhotoView } from "../../domain/media/photo-view";
import { clientProposalView, type ClientProposalView } from "../../domain/proposals/proposal-view";
import {
  operatorCredentials,
  reachOperator,
  type Credential,
  type ReachWay,
} from "../../domain/trust/credentials";
import { getSessionUser, isAdmin } from "../../server/modules/accounts";
import { photoViews } from "../../server/modules/media";
import {
  acceptProposal,
  openProposalLink,
  recordProposalView,
  type AcceptOutcome,
  type ProposalLinkRefusal,
} from "../../server/modules/proposals";
import { systemNow } from "../../server/platform/clock";
import { siteContacts } from "../../server/platform/config";
import {
  clientIpContext,
  dbContext,
  outboxContext,
} from "../../server/platform/http/request-context";
import type { AcceptanceErrors } from "../../domain/proposals/proposal-acceptance";
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

/** A refused link or accept: what happened, and how to reach the operator. */
export interface RefusedPage {
  state: "refused";
  title: string;
  error: string;
  contacts: ReachWay[];
  /** The proposal's link again, where opening it shows the latest version (a stale accept form). */
  reopen: string | null;
}

export type ProposalPage =
  | RefusedPage
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

type Refusal = ProposalLinkRefusal | Exclude<AcceptOutcome, { ok: true } | { kind: "invalid" }>;

const OPEN_AGAIN = "Open the proposal again to read the latest version.";

function refusalText(refusal: Refusal): { title: string; error: string } {
  if (refusal.reason === "expired")
    return {
      title: "This proposal has expired",
      error: `The prices of “${refusal.title}” were honoured until ${refusal.expiresOn ? formatTravelDate(refusal.expiresOn) : "its expiry date"}, so it can no longer be accepted and nothing was booked. Get in touch and we will gladly price the trip again for your dates.`,
    };
  if (refusal.reason === "accepted")
    return {
      title: "This proposal has already been accepted",
      error:
        "version" in refusal && "acceptedAt" in refusal
          ? `“${refusal.title}” (version ${refusal.version}) was accepted on ${formatTravelDate(businessDay(new Date(refusal.acceptedAt)))}${refusal.bookingReference ? `: it is booking ${refusal.bookingReference}` : ""}. Nothing more is booked or charged from this page. The confirmation, with the link to pay, went to the email address on the proposal; ask us if you cannot find it.`
          : `“${refusal.title}” was already accepted, so nothing more is booked or charged. The confirmation, with the link to pay, went to the email address on the proposal; ask us if you cannot find it.`,
    };
  if (refusal.reason === "superseded")
    return {
      title: "A newer version of this proposal was sent",
      error: `You pressed “Accept” on an older version of “${refusal.title}”: we have since sent version ${refusal.latestVersion}, and only the latest version can be accepted. Nothing was booked. ${OPEN_AGAIN}`,
    };
  if (refusal.reason === "withdrawn" || refusal.reason === "unbookable")
    return {
      title: "This proposal cannot be accepted online",
      error: `Nothing was booked or charged. ${"message" in refusal && refusal.message ? `${refusal.message} ` : ""}Get in touch and we will sort it out with you.`,
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

function refusedPage(refusal: Refusal, token: string): RefusedPage {
  return {
    state: "refused",
    ...refusalText(refusal),
    contacts: reachOperator(siteContacts()),
    reopen: refusal.reason === "superseded" ? `/proposals/${token}` : null,
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
    return data<ProposalPage>(refusedPage(opened, params.token), {
      status: statusOfRefusal(opened.kind),
      headers: NO_STORE,
    });
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

/** What the accept form sent back: the sentences beside its fields, and what was typed. */
export interface AcceptFormData {
  errors: AcceptanceErrors;
  name: string;
  conditions: boolean;
}

export type ProposalActionData = { state: "form"; form: AcceptFormData } | RefusedPage;

/**
 * "Accept" (decision 0073), a plain form: the booking is made and the client goes to its pay page
 * for the deposit; a refused accept (already accepted, a newer version, expired) gets its page.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const posted = await request.formData();
  const get = (name: string) => {
    const value = posted.get(name);
    return typeof value === "string" ? value.slice(0, 500) : "";
  };
  const form = { name: get("name"), conditions: get("conditions"), version: get("version") };
  const outcome = await acceptProposal(
    db,
    {
      secret: authSecret(),
      token: params.token,
      form,
      clientAddress: context.get(clientIpContext),
    },
    { mailer: context.get(outboxContext) },
  );
  if (outcome.ok) throw redirect(outcome.payPath, { headers: NO_STORE });
  if (outcome.kind === "invalid")
    return data<ProposalActionData>(
      {
        state: "form",
        form: { errors: outcome.errors, name: form.name, conditions: form.conditions === "on" },
      },
      { status: 400, headers: NO_STORE },
    );
  return data<ProposalActionData>(refusedPage(outcome, params.token), {
    status: statusOfRefusal(outcome.kind),
    headers: NO_STORE,
  });
}
