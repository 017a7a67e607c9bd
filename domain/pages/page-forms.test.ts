import { describe, expect, it } from "vitest";
import { seedPages } from "../../content/pages";
import { postedEntries } from "../content-form/form-view";
import type { DraftValue } from "../content-form/form-view";
import { inlineLinks, plainText } from "./inline-links";
import { pageForm } from "./page-forms";
import { pageKeys, type PageKey } from "./page-keys";

/** What the browser posts for a page's editor filled from a draft. */
function posted(key: PageKey, draft: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of postedEntries(pageForm(key).view(draft as DraftValue)))
    form.append(name, value);
  return form;
}

describe("the pages' editors", () => {
  it("give back every page's seed unchanged after a save without edits", () => {
    for (const key of pageKeys) {
      const form = pageForm(key);
      expect(form.validate(form.read(posted(key, seedPages[key]))), key).toEqual({
        ok: true,
        document: seedPages[key],
      });
    }
  });

  it("read one paragraph a line, and a trust page section's facts as a choice", () => {
    const form = posted("safety", seedPages.safety);
    form.set("sections.4.paragraphs", "First paragraph.\n\nSecond, with a [link](/privacy).");
    form.set("sections.4.live", "");
    const draft = pageForm("safety").read(form) as { sections: Array<Record<string, unknown>> };
    expect(draft.sections[4]).toEqual({
      id: "emergency",
      heading: "The emergency line",
      paragraphs: ["First paragraph.", "Second, with a [link](/privacy)."],
    });
  });

  it("name a refused field in plain words, beside it and above the form", () => {
    const broken = structuredClone(seedPages.landing) as unknown as {
      highlights: Array<{ title: string }>;
      gallery: Array<{ drawing?: string }>;
    };
    broken.highlights[2]!.title = " ";
    delete broken.gallery[0]!.drawing;
    const form = pageForm("landing");
    const verdict = form.validate(broken as unknown as DraftValue);
    expect(verdict).toEqual({
      ok: false,
      errors: {
        "highlights.2.title": "Enter the highlight's title.",
        "gallery.0.photo": "Choose a photo, or a drawing for an item without one.",
      },
    });
    expect(
      form.fieldLabels(broken as unknown as DraftValue, ["highlights.2.title", "gallery.0.photo"]),
    ).toEqual(["Why travel with us › Highlight 3 › Title", "Gallery › Picture 1 › Photo"]);
  });

  it("refuse two sections with one anchor, a link to another site and a date that is not one", () => {
    const page = structuredClone(seedPages.privacy) as unknown as {
      reviewed: string;
      sections: Array<{ id: string; link?: { text: string; path: string } }>;
    };
    page.reviewed = "24 November 2026";
    page.sections[1]!.id = page.sections[0]!.id;
    page.sections[2]!.link = { text: "Elsewhere", path: "//example.com/x" };
    expect(pageForm("privacy").validate(page as unknown as DraftValue)).toEqual({
      ok: false,
      errors: {
        reviewed: "Enter the date as YYYY-MM-DD, like 2026-11-27.",
        "sections.1.id": "Another section of this page uses this anchor: choose another.",
        "sections.2.link.path": "Enter a page of this site, starting with / (like /safety).",
      },
    });
  });

  it("find the library photos a page names, with their place in words", () => {
    const id = "0b6f2a4e-3c1d-4f7a-9e2b-5d8c7a6f1e3b";
    const landing = structuredClone(seedPages.landing);
    landing.hero.photo = id;
    landing.gallery[4]!.photo = id;
    expect(pageForm("landing").photoUses(landing)).toEqual([
      { field: "hero.photo", place: "First screen › Photo (instead of the drawing)", id },
      { field: "gallery.4.photo", place: "Gallery › Picture 5 › Photo", id },
    ]);
  });

  it("say what a publish changed, field by field", () => {
    const after = structuredClone(seedPages.team);
    after.members[0]!.certifications = ["Wilderness First Responder, 2025"];
    expect(pageForm("team").changes(seedPages.team, after)).toEqual([
      {
        field: "Person 1 › Certifications",
        before: "",
        after: "Wilderness First Responder, 2025",
      },
    ]);
  });
});

describe("links in a paragraph", () => {
  it("are the site's own pages only, written as [words](/page)", () => {
    expect(inlineLinks("Our [emergency line](/safety) is answered.")).toEqual([
      { text: "Our " },
      { text: "emergency line", path: "/safety" },
      { text: " is answered." },
    ]);
    expect(inlineLinks("See [this](https://example.com) or [that](//example.com).")).toEqual([
      { text: "See [this](https://example.com) or [that](//example.com)." },
    ]);
    expect(plainText("Read [our safety rules](/safety#altitude) first.")).toBe(
      "Read our safety rules first.",
    );
  });
});
