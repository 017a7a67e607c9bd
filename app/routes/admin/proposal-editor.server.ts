import { data, redirect } from "react-router";
import type { Route } from "./+types/proposal-editor";
import type { NoticeData } from "~/features/auth/notice";
import { addDays, isCalendarDate } from "../../../domain/calendar";
import {
  draftToForm,
  emptyDay,
  emptyLine,
  MAX_DAYS,
  MAX_LINES,
  parseProposalForm,
  readProposalForm,
  type ProposalErrors,
  type ProposalForm,
} from "../../../domain/proposals/proposal-form";
import { findPublishedTrip, publishedTrips } from "../../../server/modules/catalogue";
import { listsWithPricedParkFees } from "../../../domain/proposals/trip-copy";
import { isParkId } from "../../../domain/pricing/park-fees";
import {
  newProposalForm,
  priceDraft,
  proposalForEditor,
  replaceProposalLink,
  saveProposalDraft,
  sendProposal,
  tripDaysForm,
} from "../../../server/modules/proposals";
import { businessToday, systemNow } from "../../../server/platform/clock";
import { siteContacts } from "../../../server/platform/config";
import { dbContext } from "../../../server/platform/http/request-context";
import { authSecret } from "../../../server/platform/secret";
import { adminUserContext } from "./layout.server";
import { photoChoices } from "./photo-choices.server";

/** `/admin/proposals/new` starts one (from `?inquiry=<id>` when given); any other id edits it. */
const NEW = "new";

const sentNotices: Record<string, (value: string) => NoticeData> = {
  saved: () => ({ tone: "success", title: "Draft saved", description: "Nothing was sent." }),
  sent: (version) => ({
    tone: "success",
    title: `Version ${version} sent`,
    description: "The client has the link by email; it opens this version.",
  }),
  link: () => ({
    tone: "success",
    title: "New link made",
    description: "The old link no longer opens the proposal. Send the client the new one.",
  }),
};

function noticeOf(url: URL): NoticeData | null {
  for (const [key, make] of Object.entries(sentNotices)) {
    const value = url.searchParams.get(key);
    if (value) return make(value);
  }
  return null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const url = new URL(request.url);
  const state =
    params.id === NEW ? null : await proposalForEditor(db, params.id, authSecret(), systemNow());
  if (params.id !== NEW && !state)
    throw data("There is no such proposal: check the link from the list.", { status: 404 });
  const form = state
    ? draftToForm(state.draft)
    : await newProposalForm(db, businessToday(), url.searchParams.get("inquiry"));
  return {
    id: state?.id ?? null,
    form,
    versions: state?.versions ?? [],
    latestVersion: state?.latestVersion ?? null,
    acceptance: state?.acceptance ?? null,
    linkUrl: state?.linkPath ? `${siteContacts().siteUrl}${state.linkPath}` : null,
    prices: state ? await priceDraft(db, state.draft, businessToday()) : null,
    trips: publishedTrips().map((trip) => ({ slug: trip.slug, title: trip.title })),
    photos: await photoChoices(db),
    notice: noticeOf(url),
  };
}

export interface ProposalEditorAnswer {
  /**
   * New with each answer: the page draws the form afresh from `form` (its fields are
   * uncontrolled), so a title or a list filled in by "Copy days" shows with JavaScript too.
   */
  formKey: string;
  form: ProposalForm;
  errors: ProposalErrors;
  notice: NoticeData | null;
  note: string;
}

/** The form changed but not stored: a day or line added, removed, or copied from a trip. */
function unsaved(form: ProposalForm, note: string, description: string) {
  return data<ProposalEditorAnswer>({
    formKey: crypto.randomUUID(),
    form,
    errors: {},
    note,
    notice: { tone: "success", title: "Not saved yet", description },
  });
}

function refused(form: ProposalForm, note: string, errors: ProposalErrors, title: string) {
  const count = Object.keys(errors).length;
  return data<ProposalEditorAnswer>(
    {
      formKey: crypto.randomUUID(),
      form,
      errors,
      note,
      notice: {
        tone: "error",
        title,
        description: `${count === 1 ? "One field needs" : `${count} fields need`} attention: each says why beside it.`,
      },
    },
    { status: 400 },
  );
}

/** The next day's date: the day after the last dated day, or today's a week ahead. */
function nextDate(form: ProposalForm): string {
  const last = [...form.days].reverse().find((day) => isCalendarDate(day.date.trim()));
  return last ? addDays(last.date.trim(), 1) : "";
}

function copyTrip(form: ProposalForm, slug: string, firstDate: string): ProposalForm | null {
  const trip = findPublishedTrip(slug);
  if (!trip) return null;
  const from = isCalendarDate(firstDate.trim()) ? firstDate.trim() : nextDate(form);
  const days = [...form.days, ...tripDaysForm(trip, from)].slice(0, MAX_DAYS);
  const lines = (text: string) => text.split("\n").filter((line) => line.trim() !== "");
  // The plan's park days are priced with fee lines: the trip's "park fees not included" goes.
  const lists = listsWithPricedParkFees(
    {
      included: lines(form.included || trip.included.join("\n")),
      notIncluded: lines(form.notIncluded || trip.notIncluded.join("\n")),
    },
    [...new Set(days.map((day) => day.park).filter(isParkId))],
  );
  return {
    ...form,
    title: form.title || trip.title,
    days,
    included: lists.included.join("\n"),
    notIncluded: lists.notIncluded.join("\n"),
  };
}

/** Adds, removes or copies days and lines: the form comes back changed, nothing is stored. */
function editForm(intent: string, form: ProposalForm, get: (name: string) => string, note: string) {
  const [verb, indexText] = intent.split(":");
  const index = Number(indexText);
  if (verb === "add-day" && form.days.length < MAX_DAYS)
    return unsaved(
      { ...form, days: [...form.days, { ...emptyDay, date: nextDate(form) }] },
      note,
      "A day was added at the end. Save the draft to keep it.",
    );
  if (verb === "remove-day")
    return unsaved(
      { ...form, days: form.days.filter((_, at) => at !== index) },
      note,
      `Day ${index + 1} was removed. Save the draft to keep the change.`,
    );
  if ((verb === "add-line" || verb === "add-discount") && form.lines.length < MAX_LINES)
    return unsaved(
      {
        ...form,
        lines: [
          ...form.lines,
          { ...emptyLine, basis: verb === "add-discount" ? "discount" : emptyLine.basis },
        ],
      },
      note,
      "A line was added at the end. Save the draft to keep it.",
    );
  if (verb === "remove-line")
    return unsaved(
      { ...form, lines: form.lines.filter((_, at) => at !== index) },
      note,
      `Price line ${index + 1} was removed. Save the draft to keep the change.`,
    );
  if (verb === "copy-trip") {
    const copied = copyTrip(form, get("copyTrip"), get("copyFrom"));
    return copied
      ? unsaved(
          copied,
          note,
          "The trip's days were added at the end of the plan: edit them, then save the draft.",
        )
      : refused(form, note, { copyTrip: "Choose one of the trips in the list." }, "No days copied");
  }
  return null;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const actor = context.get(adminUserContext);
  const posted = await request.formData();
  const get = (name: string) => String(posted.get(name) ?? "").slice(0, 10_000);
  const id = params.id === NEW ? null : params.id;
  const intent = get("intent");
  if (intent === "new-link" && id) {
    const path = await replaceProposalLink(db, id, authSecret(), actor);
    if (!path) throw data("There is no such proposal.", { status: 404 });
    throw redirect(`/admin/proposals/${id}?link=1`);
  }
  const form = readProposalForm(get);
  const note = get("note").slice(0, 2000);
  const edited = editForm(intent, form, get, note);
  if (edited) return edited;
  const parsed = parseProposalForm(form);
  if (!parsed.ok)
    return refused(form, note, parsed.errors, intent === "send" ? "Not sent" : "Not saved");
  if (intent === "send") {
    const sent = await sendProposal(db, { id, draft: parsed.draft, note }, actor, {
      secret: authSecret(),
    });
    if (!sent.ok) {
      if (sent.kind === "not-found") throw data(sent.message, { status: 404 });
      return refused(form, note, sent.errors, "Not sent");
    }
    throw redirect(`/admin/proposals/${sent.id}?sent=${sent.version}`);
  }
  const saved = await saveProposalDraft(db, id, parsed.draft, actor);
  if (!saved.ok) {
    if (saved.kind === "not-found") throw data(saved.message, { status: 404 });
    return refused(form, note, saved.errors, "Not saved");
  }
  throw redirect(`/admin/proposals/${saved.id}?saved=1`);
}
