import { describe, expect, it } from "vitest";
import { seedPages } from "../../content/pages";
import { trips } from "../../content/trips";
import type { Listings } from "../catalogue/trip-category";
import { postedEntries, type DraftValue, type FieldView } from "../content-form/form-view";
import {
  listingRefusals,
  listingWithTripRenamed,
  noSuchTripSentence,
  unpublishedTripSentence,
  withTripChoices,
  type CatalogueTrip,
} from "./listing-rules";
import { pageForm } from "./page-forms";
import type { ListingContent } from "./page-schemas";

const listings: Listings = {
  "summit-treks": seedPages["summit-treks"],
  "wild-adventures": seedPages["wild-adventures"],
  "seasonal-escapes": seedPages["seasonal-escapes"],
};
const catalogue: CatalogueTrip[] = [
  ...trips.map((trip) => ({ slug: trip.slug, title: trip.title, status: "published" as const })),
  { slug: "old-route", title: "The old route", status: "archived" },
];
const wild = listings["wild-adventures"];
const form = pageForm("wild-adventures");

/** What the editor posts for a listing, with `edit` applied to the form's fields. */
function posted(draft: unknown, edit: (form: FormData) => void = () => {}) {
  const data = new FormData();
  for (const [name, value] of postedEntries(form.view(draft as DraftValue)))
    data.append(name, value);
  edit(data);
  return form.read(data);
}

describe("a listing's document (decision 0070)", () => {
  it("seeds the spec's cards with the spec's card texts, and the operator's Also consider choice", () => {
    expect(listings["summit-treks"].cards).toHaveLength(7);
    expect(wild.cards).toHaveLength(6);
    expect(listings["seasonal-escapes"].cards).toHaveLength(10);
    expect(listings["summit-treks"].cards[0]).toEqual({
      trip: "point-lenana",
      title: "Point Lenana Summit",
      duration: "5 Days",
      difficulty: "Challenging",
      description:
        "Up the Sirimon route and down the Naro Moru route, with sunrise over the glaciers from Point Lenana (4,985 m).",
    });
    expect(wild.alsoConsider).toEqual([{ trip: "maasai-mara-holiday" }]);
  });

  it("moves a card up with the editor's button and keeps its words", () => {
    const moved = form.apply(posted(wild), "up:cards.1") as unknown as ListingContent;
    expect(moved.cards.slice(0, 2)).toEqual([wild.cards[1], wild.cards[0]]);
    expect(form.validate(moved as unknown as DraftValue)).toMatchObject({ ok: true });
  });

  it("refuses the same trip twice beside the second, whichever list it is in", () => {
    const draft = posted(wild, (data) => {
      data.set("cards.2.trip", "samburu");
      data.append("alsoConsider", "");
      data.set("alsoConsider.0.trip", "hells-gate");
    });
    expect(form.validate(draft)).toEqual({
      ok: false,
      errors: {
        "cards.4.trip": "This trip is on this listing already (card 3): remove one of them.",
        "alsoConsider.0.trip": "This trip is on this listing already (card 2): remove one of them.",
      },
    });
  });

  it("refuses a card without a trip, and more than three Also consider trips", () => {
    const tooMany = {
      ...wild,
      cards: [...wild.cards, { trip: "" }],
      alsoConsider: ["ngong-hills", "mount-longonot", "diani-beach", "giraffe-centre"].map(
        (trip) => ({ trip }),
      ),
    };
    const verdict = form.validate(tooMany as unknown as DraftValue);
    expect(verdict).toEqual({
      ok: false,
      errors: {
        "cards.6.trip": expect.any(String),
        alsoConsider: "Keep at most 3 here: remove one.",
      },
    });
  });
});

describe("what a listing may name on publishing", () => {
  const refusals = (listing: ListingContent) =>
    listingRefusals("wild-adventures", listing, catalogue, listings, trips);

  it("accepts the seed", () => {
    for (const key of ["summit-treks", "wild-adventures", "seasonal-escapes"] as const)
      expect(listingRefusals(key, listings[key], catalogue, listings, trips), key).toEqual({});
  });

  it("refuses a trip the catalogue lacks and one not on the site, beside each", () => {
    const listing = {
      ...wild,
      cards: [...wild.cards, { trip: "no-such-trip" }],
      alsoConsider: [{ trip: "old-route" }],
    };
    expect(refusals(listing)).toEqual({
      "cards.6.trip": noSuchTripSentence,
      "alsoConsider.0.trip": unpublishedTripSentence,
    });
  });

  it("refuses an Also consider trip of the listing itself, on its cards or unplaced there", () => {
    const mara = { ...wild, alsoConsider: [{ trip: "wildlife-spotting" }] };
    expect(refusals(mara)).toEqual({
      "alsoConsider.0.trip":
        "This trip is listed under Wild Adventures itself: choose a trip of another listing.",
    });
    const created = { ...trips[0]!, slug: "mara-by-balloon", category: "wild-adventures" as const };
    const choosing = { ...wild, alsoConsider: [{ trip: "mara-by-balloon" }] };
    expect(
      listingRefusals(
        "wild-adventures",
        choosing,
        [...catalogue, { slug: "mara-by-balloon", title: "Mara by balloon", status: "published" }],
        listings,
        [...trips, created],
      ),
    ).toEqual({ "alsoConsider.0.trip": expect.stringContaining("Wild Adventures itself") });
  });
});

describe("the listing editor's trip fields", () => {
  const choiceAt = (views: readonly FieldView[], name: string): FieldView | undefined => {
    for (const view of views) {
      if (view.name === name) return view;
      const inner =
        view.kind === "list"
          ? choiceAt(
              view.items.flatMap((item) => item.children),
              name,
            )
          : "children" in view
            ? choiceAt(view.children, name)
            : undefined;
      if (inner) return inner;
    }
    return undefined;
  };

  it("offer the catalogue's trips by title, saying which are not on the site", () => {
    const views = withTripChoices(form.view(wild as unknown as DraftValue), catalogue);
    const field = choiceAt(views, "alsoConsider.0.trip");
    expect(field).toMatchObject({ kind: "choice", value: "maasai-mara-holiday" });
    const choices = field?.kind === "choice" ? field.choices : [];
    expect(choices[0]).toEqual({ value: "", label: "Choose a trip" });
    expect(choices).toContainEqual({
      value: "old-route",
      label: "The old route (not on the site)",
    });
    expect(choices).toContainEqual({
      value: "maasai-mara-holiday",
      label: trips.find((trip) => trip.slug === "maasai-mara-holiday")!.title,
    });
  });

  it("keep a slug the catalogue lacks among the choices, so a save never loses it", () => {
    const draft = { ...wild, cards: [{ trip: "gone-trip" }] } as unknown as DraftValue;
    const field = choiceAt(withTripChoices(form.view(draft), catalogue), "cards.0.trip");
    expect(field).toMatchObject({ kind: "choice", value: "gone-trip" });
    expect(field?.kind === "choice" ? field.choices[1] : null).toEqual({
      value: "gone-trip",
      label: "gone-trip (no such trip)",
    });
  });
});

describe("a renamed trip in a stored listing (decision 0069's rename step)", () => {
  it("moves the slug in cards, links and Also consider, keeping the card's words", () => {
    const renamed = listingWithTripRenamed(
      wild as unknown as DraftValue,
      "maasai-mara-holiday",
      "mara-holiday",
    ) as unknown as ListingContent;
    expect(renamed.alsoConsider).toEqual([{ trip: "mara-holiday" }]);
    const samburu = listingWithTripRenamed(
      wild as unknown as DraftValue,
      "samburu",
      "samburu-reserve",
    ) as unknown as ListingContent;
    expect(samburu.cards[4]).toEqual({ ...wild.cards[4]!, trip: "samburu-reserve" });
    const linked = listingWithTripRenamed(
      wild as unknown as DraftValue,
      "wildlife-spotting",
      "nairobi-park",
    ) as unknown as ListingContent;
    expect(linked.links?.[0]?.trip).toBe("nairobi-park");
  });

  it("leaves a document that does not name the trip, or is no listing, alone", () => {
    expect(listingWithTripRenamed(wild as unknown as DraftValue, "point-lenana", "x")).toBeNull();
    expect(listingWithTripRenamed("not a document", "samburu", "x")).toBeNull();
    expect(listingWithTripRenamed({ cards: "broken" }, "samburu", "x")).toBeNull();
  });
});
