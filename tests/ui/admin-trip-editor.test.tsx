import { cleanup, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findTrip } from "../../content/trips";
import { TripEditorFields } from "../../app/features/admin/trip-editor-fields";
import {
  tripFormView,
  draftFromForm,
  validateTripDraft,
  type DraftValue,
} from "../../domain/catalogue/trip-form";

// The trip editor's fields as the browser shows and posts them (happy-dom): labels, errors tied to
// their fields, the structural buttons' names, and a form posted unchanged giving the trip back.

const lenana = findTrip("point-lenana")!;

const library = [
  {
    id: "6f1c2b9e-4d3a-4c1b-9a8e-2f5d7c6b1a01",
    label: "Sunrise on Point Lenana",
    thumbnail: "/media/a-480.webp",
  },
  { id: "0b8e3f4a-1c2d-4e5f-8a9b-7c6d5e4f3a02", label: "Shipton's Camp under Batian" },
];

function renderEditor(
  trip: unknown,
  errors: Record<string, string> = {},
  photoChoices: typeof library = [],
) {
  const { container } = render(
    <form>
      <TripEditorFields
        views={tripFormView(trip as DraftValue)}
        errors={errors}
        photoChoices={photoChoices}
      />
    </form>,
  );
  return container.querySelector("form")!;
}

describe("the trip editor's fields", { timeout: 20_000 }, () => {
  it("labels a field in plain words and ties its error to it", () => {
    renderEditor(
      { ...lenana, title: "" },
      { title: "Enter the title.", "days.3.distance": "Enter the day's distance." },
    );
    const basics = screen.getByText("Basics", { selector: "h2" }).closest("details")!;
    const title = within(basics).getByLabelText<HTMLInputElement>("Title");
    expect(title.value).toBe("");
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(title.getAttribute("aria-describedby")).toContain("title-error");
    expect(document.getElementById("title-error")?.textContent).toBe("Enter the title.");

    const day4 = screen.getByText("Day 4", { selector: "legend" }).closest("fieldset")!;
    const distance = within(day4).getByLabelText<HTMLInputElement>("Distance");
    expect(distance.value).toBe(lenana.days[3]!.distance);
    expect(distance.getAttribute("aria-describedby")).toBe("days.3.distance-error");
    // The section holding an error is open; one without is closed.
    expect(day4.closest("details")?.open).toBe(true);
    expect(screen.getByText("FAQs", { selector: "h2" }).closest("details")?.open).toBe(false);
  });

  it("names each structural button after its item and skips the browser's checks", () => {
    renderEditor(lenana);
    const remove = screen.getByRole("button", { name: "Remove day 3" });
    expect(remove.getAttribute("value")).toBe("remove:days.2");
    expect(remove.getAttribute("name")).toBe("intent");
    expect(remove.hasAttribute("formnovalidate")).toBe(true);
    expect(screen.getByRole("button", { name: "Move day 3 up" }).getAttribute("value")).toBe(
      "up:days.2",
    );
    expect(screen.getByRole("button", { name: "Move day 3 down" }).getAttribute("value")).toBe(
      "down:days.2",
    );
    expect(screen.queryByRole("button", { name: "Move day 1 up" })).toBeNull();
    expect(screen.getByRole("button", { name: "Add day" }).getAttribute("value")).toBe("add:days");
    expect(
      screen
        .getByRole("button", { name: "Switch to Seasonal tiers (KES and USD)" })
        .getAttribute("value"),
    ).toBe("kind:pricing:seasonal");
  });

  it("posts back the same trip when nothing was changed", () => {
    for (const slug of ["point-lenana", "corporate-packages", "student-expeditions"]) {
      const trip = findTrip(slug)!;
      const form = renderEditor(trip);
      expect(validateTripDraft(draftFromForm(new FormData(form))), slug).toEqual({
        ok: true,
        trip,
      });
      cleanup();
    }
  });

  it("offers the library's photos by their alt text and posts the chosen ones' ids", () => {
    const [sunrise, camp] = library;
    const form = renderEditor(
      { ...lenana, photos: { card: camp!.id } },
      { "photos.card": "Choose a photo from the library." },
      library,
    );
    const hero = screen.getByLabelText<HTMLSelectElement>("Hero photo");
    expect([...hero.options].map((option) => option.textContent)).toEqual([
      "No photo",
      "Sunrise on Point Lenana",
      "Shipton's Camp under Batian",
    ]);
    expect(hero.value).toBe("");
    const card = screen.getByLabelText<HTMLSelectElement>("Card photo");
    expect(card.value).toBe(camp!.id);
    expect(card.getAttribute("aria-describedby")).toContain("photos.card-error");
    expect(screen.getAllByLabelText<HTMLSelectElement>("Day photo")).toHaveLength(5);

    hero.value = sunrise!.id;
    const gallery = screen.getByRole("group", { name: "Gallery photos" });
    within(gallery).getByLabelText<HTMLInputElement>("Shipton's Camp under Batian").checked = true;
    within(gallery).getByLabelText<HTMLInputElement>("Sunrise on Point Lenana").checked = true;
    const verdict = validateTripDraft(draftFromForm(new FormData(form)));
    expect(verdict.ok && verdict.trip.photos).toEqual({
      hero: sunrise!.id,
      card: camp!.id,
      gallery: [sunrise!.id, camp!.id],
    });
  });
});
