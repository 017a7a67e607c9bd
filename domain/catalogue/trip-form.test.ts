import { describe, expect, it } from "vitest";
import { findTrip, trips } from "../../content/trips";
import {
  fieldLabels,
  applyEditorAction,
  photoOptions,
  draftFromForm,
  postedEntries,
  tripFormFields,
  tripFormView,
  validateTripDraft,
  type DraftValue,
  type FieldView,
  type FormNode,
} from "./trip-form";
import type { Trip } from "./trip-schema";

/** What the browser posts for the editor's fields filled from a draft. */
function posted(draft: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of postedEntries(tripFormView(draft as DraftValue)))
    form.append(name, value);
  return form;
}

/** The draft after the operator changed some fields and posted the form. */
function postedWith(trip: Trip, changes: Record<string, string>): DraftValue {
  const form = posted(trip);
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  return draftFromForm(form);
}

const lenana = findTrip("point-lenana")!;
const asDraft = (trip: Trip) => structuredClone(trip) as unknown as DraftValue;
type Doc = Record<string, unknown> & { days: Array<Record<string, unknown>> };
const doc = (draft: DraftValue) => draft as unknown as Doc;

function labelsOf(node: FormNode, path = ""): Record<string, string> {
  const here = node.path && node.path !== path ? { [node.path]: node.label } : {};
  const children =
    node.kind === "group" || node.kind === "section"
      ? node.children
      : node.kind === "list"
        ? [node.item]
        : node.kind === "variant"
          ? node.options.flatMap((option) => option.children)
          : node.kind === "map"
            ? [node.value]
            : [];
  return Object.assign(here, ...children.map((child) => labelsOf(child, node.path)));
}

describe("the trip editor's fields", () => {
  it("gives back every trip of the catalogue unchanged after a save without edits", () => {
    for (const trip of trips) {
      const verdict = validateTripDraft(draftFromForm(posted(trip)));
      expect(verdict, trip.slug).toEqual({ ok: true, trip });
    }
  });

  it("labels fields in plain words, including ones the label table does not name", () => {
    const labels = labelsOf(tripFormFields());
    expect(labels["requirements.maxGroupSize"]).toBe("Largest group");
    expect(labels.notIncluded).toBe("Not included");
    expect(labels["seo.title"]).toBe("SEO title");
    expect(labels["pricing.discounts.*.1"]).toBe("Discount (%)");
    expect(labels.maxElevationMetres).toBe("Highest point (m)");
    expect(labels["wildlife.birdlife"]).toBe("Birdlife");
  });

  it("orders the sections as an operator works through a trip", () => {
    const sections = tripFormFields().children.map((section) => section.label);
    expect(sections.slice(0, 4)).toEqual([
      "Basics",
      "Trip facts",
      "Overview and highlights",
      "Days",
    ]);
    expect(sections.at(-1)).toBe("Page layout and downloads");
  });

  it("shows group discounts in per cent and stores the fraction", () => {
    const tiered = trips.find(
      (trip) => trip.pricing.kind === "tier-calculator" && trip.pricing.discounts?.length,
    )!;
    const form = posted(tiered);
    const shown = Number(form.get("pricing.discounts.0.1"));
    const stored = tiered.pricing.kind === "tier-calculator" ? tiered.pricing.discounts![0]![1] : 0;
    expect(shown).toBeCloseTo(stored * 100, 9);
    form.set("pricing.discounts.0.1", "7");
    const draft = draftFromForm(form) as { pricing: { discounts: number[][] } };
    expect(draft.pricing.discounts[0]![1]).toBe(0.07);
  });
});

describe("reading the posted form", () => {
  it("trims texts, splits lines, drops blank lines and empty optional fields", () => {
    const draft = doc(
      postedWith(lenana, {
        title: "  Point Lenana  ",
        highlights: "Sunrise\n\n  Two valleys  \r\n",
        "days.0.time": "   ",
      }),
    );
    expect(draft.title).toBe("Point Lenana");
    expect(draft.highlights).toEqual(["Sunrise", "Two valleys"]);
    expect(draft.days[0]).not.toHaveProperty("time");
  });

  it("keeps an unreadable number as typed so the form can show it with its error", () => {
    const draft = postedWith(lenana, { "pricing.perPerson": "85O" });
    expect(doc(draft).pricing).toMatchObject({ kind: "fixed", perPerson: "85O" });
    const verdict = validateTripDraft(draft);
    expect(verdict).toEqual({ ok: false, errors: { "pricing.perPerson": "Enter a number." } });
    expect(tripFormView(draft).flatMap((view) => postedEntries([view]))).toContainEqual([
      "pricing.perPerson",
      "85O",
    ]);
  });

  it("reads an unticked box as no", () => {
    const withGear = trips.find((trip) =>
      trip.gear.some((group) => group.items.some((item) => item.essential)),
    )!;
    const group = withGear.gear.findIndex((category) =>
      category.items.some((item) => item.essential),
    );
    const item = withGear.gear[group]!.items.findIndex((entry) => entry.essential);
    const form = posted(withGear);
    form.delete(`gear.${group}.items.${item}.essential`);
    const draft = draftFromForm(form) as { gear: Array<{ items: Array<{ essential: boolean }> }> };
    expect(draft.gear[group]!.items[item]!.essential).toBe(false);
  });
});

describe("the structural buttons", () => {
  it("adds a day numbered after the last one", () => {
    const draft = doc(applyEditorAction(asDraft(lenana), "add:days"));
    expect(draft.days).toHaveLength(lenana.days.length + 1);
    expect(draft.days.at(-1)).toEqual({ day: lenana.days.at(-1)!.day + 1 });
  });

  it("removes and moves days, and leaves the draft alone for an impossible move", () => {
    const titles = (draft: DraftValue) => doc(draft).days.map((day) => day.title);
    const original = lenana.days.map((day) => day.title);
    expect(titles(applyEditorAction(asDraft(lenana), "remove:days.2"))).toEqual(
      original.filter((_, index) => index !== 2),
    );
    expect(titles(applyEditorAction(asDraft(lenana), "up:days.1"))).toEqual([
      original[1],
      original[0],
      ...original.slice(2),
    ]);
    const draft = asDraft(lenana);
    expect(applyEditorAction(draft, "up:days.0")).toBe(draft);
    expect(applyEditorAction(draft, `down:days.${lenana.days.length - 1}`)).toBe(draft);
    expect(applyEditorAction(draft, "remove:days.40")).toBe(draft);
    expect(applyEditorAction(draft, "remove:days")).toBe(draft);
    expect(applyEditorAction(draft, "explode:days.1")).toBe(draft);
  });

  it("switches the price type, keeping what fits the new one", () => {
    const seasonal = trips.find((trip) => trip.pricing.kind === "seasonal")!;
    const switched = doc(applyEditorAction(asDraft(seasonal), "kind:pricing:samburu"));
    expect(switched.pricing).toEqual({
      kind: "samburu",
      tiers: seasonal.pricing.kind === "seasonal" ? seasonal.pricing.tiers : [],
    });
    const tiered = doc(applyEditorAction(asDraft(seasonal), "kind:pricing:tier-calculator"));
    const firstTier = (tiered.pricing as { tiers: Array<Record<string, unknown>> }).tiers[0]!;
    expect(Object.keys(firstTier).sort()).toEqual(["description", "features", "id", "name"]);
    expect(doc(applyEditorAction(asDraft(lenana), "kind:pricing:school")).pricing).toEqual({
      kind: "school",
    });
    expect(applyEditorAction(asDraft(lenana), "kind:pricing:barter")).toEqual(asDraft(lenana));
  });

  it("takes a trip's own group discounts away, back to the operator's schedule", () => {
    const corporate = findTrip("corporate-packages")!;
    const draft = doc(applyEditorAction(asDraft(corporate), "remove:pricing.discounts"));
    expect(draft.pricing).not.toHaveProperty("discounts");
  });

  it("adds a traveller-category row and removes it again", () => {
    const added = applyEditorAction(asDraft(lenana), "add:categoryPrices");
    expect(doc(added).categoryPrices).toEqual({ "": {} });
    expect(doc(applyEditorAction(added, "remove:categoryPrices.0")).categoryPrices).toEqual({});
  });
});

describe("the schema's errors beside their fields", () => {
  it("asks for a day's title by name", () => {
    const verdict = validateTripDraft(postedWith(lenana, { "days.3.title": " " }));
    expect(verdict).toEqual({ ok: false, errors: { "days.3.title": "Enter the day's title." } });
  });

  it("puts a child band with both a percentage and prices on the band", () => {
    const withBands = trips.find((trip) => trip.childPrices.length > 0)!;
    const band = withBands.childPrices.findIndex((entry) => entry.percentOfAdult !== undefined);
    const form = posted(withBands);
    form.append(`childPrices.${band}.prices.0.key`, "standard");
    form.append(`childPrices.${band}.prices.0.value`, "4500");
    const verdict = validateTripDraft(draftFromForm(form));
    expect(verdict).toEqual({
      ok: false,
      errors: {
        [`childPrices.${band}`]:
          "A band has a percentage of the adult price or prices per option, not both.",
      },
    });
  });

  it("names the field of a missing option id, a bad per cent and an empty list", () => {
    const form = posted(applyEditorAction(asDraft(lenana), "add:categoryPrices"));
    form.set("categoryPrices.0.value.kenyan-citizen", "9000");
    form.set("highlights", "\n");
    form.set("days.0.distance", "x".repeat(3));
    const verdict = validateTripDraft(draftFromForm(form));
    expect(verdict.ok).toBe(false);
    const errors = verdict.ok ? {} : verdict.errors;
    expect(errors["categoryPrices.0.key"]).toBe("Enter the trip option's id.");
    expect(errors.highlights).toBe("Write at least one line.");
    expect(Object.keys(errors).sort()).toEqual(["categoryPrices.0.key", "highlights"]);
  });

  it("says the range of a number", () => {
    const hellsGate = findTrip("hells-gate")!;
    const verdict = validateTripDraft(postedWith(hellsGate, { "pricing.discounts.0.1": "150" }));
    expect(verdict).toMatchObject({
      ok: false,
      errors: { "pricing.discounts.0.1": "Enter a number from 0 to 100." },
    });
  });
});

describe("naming the fields a refusal is about", () => {
  it("gives each field's plain-word path, items included", () => {
    expect(
      fieldLabels(findTrip("point-lenana") as never, ["days.3.distance", "title", "included"]),
    ).toEqual(["Days › Day 4 › Distance", "Title", "Included"]);
  });
});

/** The field of that name among the views, however deep. */
function viewNamed(views: readonly FieldView[], name: string): FieldView | undefined {
  for (const view of views) {
    if (view.name === name) return view;
    const inner =
      "children" in view
        ? viewNamed(view.children, name)
        : "items" in view
          ? viewNamed(
              view.items.flatMap((item) => item.children),
              name,
            )
          : undefined;
    if (inner) return inner;
  }
  return undefined;
}

describe("the trip's library photos in the editor", () => {
  const hero = "6f1c2b9e-4d3a-4c1b-9a8e-2f5d7c6b1a01";
  const second = "0b8e3f4a-1c2d-4e5f-8a9b-7c6d5e4f3a02";
  const third = "9a7b6c5d-4e3f-4a1b-8c2d-1e0f9a8b7c03";
  const withPhotos = (): Trip => {
    const trip = structuredClone(lenana);
    trip.photos = { hero, card: second, gallery: [third, hero] };
    trip.days[1] = { ...trip.days[1]!, photo: second };
    return trip;
  };

  it("offers them as chosen photos with plain labels, not typed ids", () => {
    const labels = labelsOf(tripFormFields());
    expect(labels["photos.hero"]).toBe("Hero photo");
    expect(labels["photos.card"]).toBe("Card photo");
    expect(labels["photos.gallery"]).toBe("Gallery photos");
    expect(labels["days.*.photo"]).toBe("Day photo");
    const views = tripFormView(asDraft(withPhotos()));
    expect(viewNamed(views, "photos.hero")).toMatchObject({ kind: "photo", value: hero });
    expect(viewNamed(views, "photos.gallery")).toMatchObject({
      kind: "photos",
      values: [third, hero],
    });
    expect(viewNamed(views, "days.1.photo")).toMatchObject({ kind: "photo", value: second });
  });

  it("gives back a trip's hero, card, gallery in its order and a day's photo after a save", () => {
    const trip = withPhotos();
    expect(validateTripDraft(draftFromForm(posted(trip)))).toEqual({ ok: true, trip });
  });

  it("drops photos set to none and refuses an id that is not a photo's, beside its field", () => {
    const cleared = postedWith(withPhotos(), { "photos.hero": "", "days.1.photo": "" });
    expect(doc(cleared).photos).toEqual({ card: second, gallery: [third, hero] });
    expect(doc(cleared).days[1]!.photo).toBeUndefined();
    const verdict = validateTripDraft(
      postedWith(withPhotos(), { "photos.card": "lenana.jpg", "days.1.photo": "12" }),
    );
    expect(verdict).toEqual({
      ok: false,
      errors: {
        "photos.card": "Choose a photo from the library.",
        "days.1.photo": "Choose a photo from the library.",
      },
    });
  });

  it("lists the chosen photos first in their order, then the library, keeping a missing one", () => {
    const library = [
      { id: hero, label: "Summit at dawn" },
      { id: second, label: "Camp" },
      { id: "c4", label: "Lake" },
    ];
    expect(photoOptions([third, hero], library)).toEqual([
      { id: third, label: "A photo no longer in the library" },
      { id: hero, label: "Summit at dawn" },
      { id: second, label: "Camp" },
      { id: "c4", label: "Lake" },
    ]);
    expect(photoOptions([""], library)).toEqual(library);
  });
});
