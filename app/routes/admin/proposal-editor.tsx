import { Form, Link } from "react-router";
import type { Route } from "./+types/proposal-editor";
import { Button } from "~/components/ui/button";
import { AdminShell } from "~/features/admin/admin-shell";
import { PhotoChoicesContext } from "~/features/admin/trip-photo-fields";
import { Notice } from "~/features/auth/notice";
import {
  DayFields,
  LineFields,
  PartyFields,
  SelectField,
  TextField,
} from "~/features/proposals/proposal-fields";
import {
  AcceptedPanel,
  ClientLink,
  OperatorPrices,
  SentVersions,
} from "~/features/proposals/proposal-sent";
import { ErrorSummary } from "~/features/proposals/error-summary";
import type { ProposalErrors, ProposalForm } from "../../../domain/proposals/proposal-form";
import { site } from "../../../domain/site";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.form.title || "New proposal";
  return [{ title: `${title} | Proposals | Admin | ${site.brandName}` }];
}

export { action, loader } from "./proposal-editor.server";

function CopyFromTrip({
  trips,
  errors,
}: {
  trips: ReadonlyArray<{ slug: string; title: string }>;
  errors: ProposalErrors;
}) {
  return (
    <fieldset className="rounded-xl border border-forest-100 bg-forest-50 p-4">
      <legend className="px-1 font-bold">Copy days from a trip</legend>
      <p className="text-sm">
        The trip&apos;s itinerary days are added at the end of the plan, dated from the first day
        you give; then edit each one.
      </p>
      <div className="mt-3 grid items-end gap-3 md:grid-cols-[2fr_1fr_auto]">
        <SelectField
          name="copyTrip"
          label="Trip"
          value=""
          errors={errors}
          options={[
            { value: "", label: "Choose a trip" },
            ...trips.map((trip) => ({ value: trip.slug, label: trip.title })),
          ]}
        />
        <TextField name="copyFrom" label="Its first day" type="date" value="" errors={errors} />
        <Button type="submit" name="intent" value="copy-trip" variant="outline">
          Copy days from this trip
        </Button>
      </div>
    </fieldset>
  );
}

function ClientFields({ form, errors }: { form: ProposalForm; errors: ProposalErrors }) {
  return (
    <fieldset className="rounded-xl border border-sand-200 bg-white p-4">
      <legend className="px-1 text-lg font-bold">Client and proposal</legend>
      <div className="grid gap-3 md:grid-cols-3">
        <TextField
          name="clientName"
          label="Client's name"
          value={form.clientName}
          errors={errors}
        />
        <TextField
          name="clientEmail"
          label="Client's email"
          type="email"
          value={form.clientEmail}
          errors={errors}
        />
        <TextField
          name="clientPhone"
          label="Client's phone (WhatsApp)"
          type="tel"
          value={form.clientPhone}
          errors={errors}
        />
        <TextField
          name="title"
          label="Proposal title"
          value={form.title}
          errors={errors}
          className="md:col-span-2"
        />
        <SelectField
          name="currency"
          label="Currency of your lines"
          value={form.currency}
          errors={errors}
          options={[
            { value: "USD", label: "US dollars (USD)" },
            { value: "KES", label: "Kenyan shillings (KES)" },
          ]}
        />
        <TextField
          name="message"
          label="A word to the client (top of the page)"
          rows={3}
          value={form.message}
          errors={errors}
          className="md:col-span-2"
        />
        <TextField
          name="expiresOn"
          label="Prices honoured until"
          type="date"
          value={form.expiresOn}
          errors={errors}
        />
      </div>
      <input type="hidden" name="inquiryId" value={form.inquiryId} />
      {form.inquiryId ? (
        <p className="mt-2 text-sm">
          Answers an inquiry from the{" "}
          <Link to="/admin/inquiries" className="underline">
            inquiries
          </Link>
          .
          {errors.inquiryId ? (
            <strong className="block text-red-800">{errors.inquiryId}</strong>
          ) : null}
        </p>
      ) : null}
    </fieldset>
  );
}

function SendBar({
  latest,
  note,
  errors,
}: {
  latest: number | null;
  /** The note field, in the first bar only (null in the second). */
  note: string | null;
  errors: ProposalErrors;
}) {
  return (
    <div className="grid gap-3 rounded-xl border border-sand-200 bg-white p-4">
      {latest && note !== null ? (
        <TextField
          name="note"
          label={`What changed in version ${latest + 1} (the client reads it)`}
          rows={2}
          value={note}
          errors={errors}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="save">
          Save draft
        </Button>
        <Button type="submit" name="intent" value="send" variant="secondary">
          {latest ? `Send version ${latest + 1}` : "Send"}
        </Button>
      </div>
    </div>
  );
}

export default function ProposalEditor({ loaderData, actionData }: Route.ComponentProps) {
  const form = actionData?.form ?? loaderData.form;
  const errors = actionData?.errors ?? {};
  const notice = actionData?.notice ?? loaderData.notice;
  const { latestVersion } = loaderData;
  return (
    <AdminShell title={loaderData.id ? form.title || "Proposal" : "New proposal"}>
      <p className="mt-2">
        <Link to="/admin/proposals" className="underline">
          All proposals
        </Link>
      </p>
      {notice ? <Notice notice={notice} className="mt-4" /> : null}
      <ErrorSummary errors={errors} />
      <div className="mt-6 grid gap-6">
        {loaderData.acceptance ? <AcceptedPanel acceptance={loaderData.acceptance} /> : null}
        {loaderData.linkUrl ? (
          <ClientLink
            url={loaderData.linkUrl}
            client={{
              phone: form.clientPhone,
              name: form.clientName,
              title: form.title,
              expiresOn: form.expiresOn,
            }}
          />
        ) : null}
        <Form
          key={actionData?.formKey ?? `${loaderData.id ?? "new"}-${latestVersion ?? 0}`}
          method="post"
          className="grid gap-6"
          aria-label="Proposal"
        >
          {/* Enter in a field saves the draft: the first submit button of the form. */}
          <SendBar latest={latestVersion} note={actionData?.note ?? ""} errors={errors} />
          <input type="hidden" name="dayCount" value={form.days.length} />
          <input type="hidden" name="lineCount" value={form.lines.length} />
          <ClientFields form={form} errors={errors} />
          <PartyFields form={form} errors={errors} />
          <section aria-labelledby="plan-days" className="grid gap-4">
            <h2 id="plan-days" className="text-2xl font-bold">
              The days
            </h2>
            {errors.days ? <p className="font-semibold text-red-800">{errors.days}</p> : null}
            <CopyFromTrip trips={loaderData.trips} errors={errors} />
            <PhotoChoicesContext.Provider value={loaderData.photos}>
              {form.days.map((day, index) => (
                <DayFields
                  key={`${index}-${day.date}-${day.title}`}
                  day={day}
                  index={index}
                  errors={errors}
                />
              ))}
            </PhotoChoicesContext.Provider>
            <Button
              type="submit"
              name="intent"
              value="add-day"
              variant="outline"
              className="justify-self-start"
            >
              Add a day
            </Button>
          </section>
          <fieldset className="grid gap-3 rounded-xl border border-sand-200 bg-white p-4 md:grid-cols-2">
            <legend className="px-1 text-lg font-bold">Included and not included</legend>
            <TextField
              name="included"
              label="Included"
              hint="One a line"
              rows={5}
              value={form.included}
              errors={errors}
            />
            <TextField
              name="notIncluded"
              label="Not included"
              hint="One a line"
              rows={5}
              value={form.notIncluded}
              errors={errors}
            />
          </fieldset>
          <section aria-labelledby="price-lines" className="grid gap-4">
            <h2 id="price-lines" className="text-2xl font-bold">
              Price lines
            </h2>
            <p className="text-sm">
              Park fees are added from the days&apos; parks and the party, at the fees in force on
              each day.
            </p>
            {errors.lines ? <p className="font-semibold text-red-800">{errors.lines}</p> : null}
            {form.lines.map((line, index) => (
              <LineFields
                key={`${index}-${line.label}-${line.basis}`}
                line={line}
                index={index}
                errors={errors}
              />
            ))}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="add-line" variant="outline">
                Add a price line
              </Button>
              <Button type="submit" name="intent" value="add-discount" variant="outline">
                Add a discount
              </Button>
            </div>
          </section>
          <SendBar latest={latestVersion} note={null} errors={{}} />
        </Form>
        {loaderData.prices ? <OperatorPrices prices={loaderData.prices} /> : null}
        <SentVersions versions={loaderData.versions} />
      </div>
    </AdminShell>
  );
}
