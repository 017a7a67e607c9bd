import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { QuoteKind } from "../../../domain/inquiries/inquiry-fields";
import {
  quoteFormProblems,
  quoteRequestBody,
  type QuoteFormProblems,
} from "../../../domain/inquiries/quote-form";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { postInquiry } from "./post-inquiry";
import {
  QuoteFormFields,
  QuoteFormProblem,
  QuoteSentMessage,
  quoteForms,
} from "./quote-form-fields";
import type { QuoteFormProps } from "./quote-options";

/** What the form shows after sending: the stored request's reference (issue 30), on the page. */
interface Sent {
  reference: string;
}

/**
 * Sending the form: the checks the browser cannot do, then the request. `problems` holds a
 * sentence per field (shown beside it) and `problem` the one above the buttons; what was typed
 * stays when the request fails. Once stored, `sent` carries the reference the page shows.
 */
function useQuoteSubmit(kind: QuoteKind) {
  const form = quoteForms[kind];
  const [problem, setProblem] = useState<string | null>(null);
  const [problems, setProblems] = useState<QuoteFormProblems>({});
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);

  function refuse(element: HTMLFormElement, found: QuoteFormProblems, sentence: string) {
    setProblems(found);
    setProblem(sentence);
    const first = Object.keys(found)[0];
    (first ? (element.elements.namedItem(first) as HTMLElement | null) : null)?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const element = event.currentTarget;
    const values = Object.fromEntries(
      Array.from(new FormData(element), ([key, value]) => [
        key,
        typeof value === "string" ? value.trim() : "",
      ]),
    );
    const found = quoteFormProblems(kind, values);
    if (Object.keys(found).length > 0) {
      refuse(element, found, "Please check the fields marked below.");
      return;
    }
    setProblems({});
    setProblem(null);
    setSubmitting(true);
    const result = await postInquiry("/api/quote-request", quoteRequestBody(kind, values));
    setSubmitting(false);
    if (!result.ok) {
      // The server's sentence per field goes beside the field it names.
      const beside: QuoteFormProblems = {};
      for (const issue of result.issues)
        if (element.elements.namedItem(issue.path))
          beside[issue.path] ??= `Please check this field: it ${issue.message.replace(/\.$/, "")}.`;
      refuse(
        element,
        beside,
        `${form.failure.description} ${result.error} What you typed is still here.`,
      );
      return;
    }
    setSent({ reference: result.reference ?? "" });
  }
  return { problem, problems, submitting, sent, handleSubmit };
}

/** The confirmation with a button that closes the dialog, focused when it appears. */
function QuoteSent({ kind, sent, onDone }: { kind: QuoteKind; sent: Sent; onDone: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <QuoteSentMessage kind={kind} reference={sent.reference}>
      <div className="flex justify-end">
        <Button ref={close} onClick={onDone}>
          Done
        </Button>
      </div>
    </QuoteSentMessage>
  );
}

/** The form itself: mounted while the dialog is open, so closing clears it. */
function QuoteForm({
  kind,
  options,
  initial,
  onDone,
  onCancel,
}: QuoteFormProps & { onDone: () => void; onCancel: () => void }) {
  const form = quoteForms[kind];
  const id = useId();
  const { problem, problems, submitting, sent, handleSubmit } = useQuoteSubmit(kind);
  const problemId = `${id}-problem`;

  return (
    <div className="p-5">
      {/* The live region the dialog always has announces the confirmation. */}
      <div role="status" data-testid="quote-sent">
        {sent ? <QuoteSent kind={kind} sent={sent} onDone={onDone} /> : null}
      </div>
      {sent ? null : (
        <form
          onSubmit={(event) => void handleSubmit(event)}
          aria-describedby={problem ? problemId : undefined}
          className="grid gap-4 sm:grid-cols-2"
        >
          <QuoteFormFields
            kind={kind}
            options={options}
            initial={initial}
            idPrefix={id}
            problems={problems}
          />
          <QuoteFormProblem id={problemId} problem={problem} />
          <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Submitting..." : form.submit}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

export default function QuoteRequestDialog({
  title,
  open,
  onClose,
  ...form
}: QuoteFormProps & { title: string; open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      className="w-[min(44rem,calc(100vw-2rem))]!"
    >
      <QuoteForm {...form} onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}
