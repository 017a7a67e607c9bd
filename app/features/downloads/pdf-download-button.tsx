import { FileDown, LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { Button } from "~/components/ui/button";
import { notify } from "~/lib/notify";
import { pdfDownloadFor } from "./pdf-links";

interface GenerateAnswer {
  success?: boolean;
  downloadUrl?: unknown;
  title?: unknown;
}

/**
 * A trip's PDF itinerary or brochure. Server-rendered as a GET form whose action is the PDF, so
 * it downloads without JavaScript; with JavaScript it asks the server to generate the file
 * first (busy state, spec notices) and then opens it in a new tab.
 */
export function PdfDownloadButton({ trip }: { trip: Pick<Trip, "slug" | "download"> }) {
  const download = pdfDownloadFor(trip);
  const [busy, setBusy] = useState(false);

  async function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch("/api/generate-pdf-itinerary", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ adventureType: download.adventureType }),
      });
      const answer = (await response.json().catch(() => null)) as GenerateAnswer | null;
      if (
        !response.ok ||
        !answer?.success ||
        typeof answer.downloadUrl !== "string" ||
        !answer.downloadUrl.startsWith("/")
      )
        throw new Error(`status ${response.status}`);
      const tab = window.open(answer.downloadUrl, "_blank");
      if (tab) tab.opener = null;
      else window.location.assign(answer.downloadUrl); // popup blocked: an attachment downloads without leaving the page
      notify({
        title: "Itinerary Generated!",
        description:
          typeof answer.title === "string" ? `${answer.title} opens in a new tab.` : undefined,
        variant: "success",
      });
    } catch {
      notify({
        title: "Generation Failed",
        description: "Please try again later.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="get" action={download.href} onSubmit={generate}>
      <Button
        type="submit"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <FileDown aria-hidden="true" className="size-5" />
        )}
        {busy ? "Generating PDF..." : download.label}
      </Button>
    </form>
  );
}
