import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { findTrip, trips } from "../../content/trips";
import { settingsToForm } from "../../domain/admin/pricing-form";
import {
  parseSettingsForm,
  previewQuotes,
  sampleSituations,
} from "../../domain/admin/pricing-form-parse";
import { defaultPricingSettings, tripOptions } from "../../domain/pricing/quote";
import AdminPricing from "../../app/routes/admin/pricing";

// The admin pricing editor's form, rendered by React Router with a stand-in for the route's server
// half: the loader gives the stored settings, the action records what the form posted and answers
// as the route's action does (the real form parser and quote preview; no admin session or database).

const today = "2030-01-10";
const priced = trips.map((trip) => ({
  slug: trip.slug,
  title: trip.title,
  options: tripOptions(trip),
}));
let posted: Array<Record<string, string>>;

beforeEach(() => {
  posted = [];
});

function renderEditor() {
  const Stub = createRoutesStub([
    {
      path: "/admin/pricing",
      HydrateFallback: () => null,
      loader: () => ({
        values: settingsToForm(defaultPricingSettings, priced),
        trips: priced,
        demand: [],
        trail: [],
      }),
      action: async ({ request }) => {
        const form = Object.fromEntries(
          [...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]),
        );
        posted.push(form);
        const parsed = parseSettingsForm(form, trips);
        if (!parsed.ok) {
          return {
            notice: {
              tone: "error" as const,
              title: "Not saved",
              description: "Some values are outside their allowed ranges; see the fields below.",
            },
            errors: parsed.errors,
            values: form,
            preview: null,
          };
        }
        return {
          notice: null,
          errors: {},
          values: form,
          preview: previewQuotes(
            sampleSituations(today, findTrip),
            trips,
            today,
            defaultPricingSettings,
            parsed.settings,
          ),
        };
      },
      Component: AdminPricing as never,
    },
  ]);
  render(<Stub initialEntries={["/admin/pricing"]} />);
}

const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);
/** A trip's base-price fieldset (role queries are slow on a form of some eighty fields). */
const tripPrices = (title: string) =>
  screen.getByText(title, { selector: "legend" }).closest("fieldset")!;

// The editor is a long form: under a busy machine's load, rendering and re-rendering it takes seconds.
describe("admin pricing editor", { timeout: 20_000 }, () => {
  it("shows adjustments in percent, the season of every month and every option's base price", async () => {
    renderEditor();
    await screen.findByLabelText("April", {}, { timeout: 5000 });
    expect(field(/^Peak season \(dry months\)/).value).toBe("10");
    expect(field(/^Off-season \(long rains\)/).value).toBe("-15");
    expect(field("Group discounts").value).toBe("4:5, 6:10, 8:15");
    expect(screen.getByLabelText<HTMLSelectElement>("April").value).toBe("long-rains");
    const lenana = tripPrices("Point Lenana Summit");
    expect(within(lenana).getByLabelText<HTMLInputElement>("Standard").value).toBe("850");
    expect(screen.getByText("No changes yet; the default settings are in use.")).toBeTruthy();
  });

  it("previews what a base-price change does to the card's From before saving", async () => {
    renderEditor();
    await screen.findByLabelText("April", {}, { timeout: 5000 });
    const lenana = tripPrices("Point Lenana Summit");
    fireEvent.change(within(lenana).getByLabelText("Standard"), { target: { value: "900" } });
    fireEvent.click(screen.getByText("Preview prices"));

    // The preview quotes every trip's "From" twice: give a busy machine a few seconds.
    const preview = (
      await screen.findByText("Preview (not saved yet)", {}, { timeout: 5000 })
    ).closest("section")!;
    expect(posted[0]).toMatchObject({ "price:point-lenana/standard": "900", intent: "preview" });
    // The admin table renders its rows twice, as a table row and as a phone card (CSS shows one).
    const card = within(preview)
      .getAllByText('Point Lenana Summit: card and page "From"')
      .find((cell) => cell.closest("tr"))!;
    const cells = [...card.closest("tr")!.querySelectorAll("td")];
    expect(cells.map((cell) => cell.textContent).slice(-2)).toEqual([
      expect.stringMatching(/normally \$850\)$/),
      expect.stringMatching(/normally \$900\)$/),
    ]);
    // Nothing was saved, and what the admin typed is still in the field.
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(
      within(tripPrices("Point Lenana Summit")).getByLabelText<HTMLInputElement>("Standard").value,
    ).toBe("900");
  });

  it("keeps what was typed and shows each field's error beside it when a value is out of range", async () => {
    renderEditor();
    await screen.findByLabelText("April", {}, { timeout: 5000 });
    fireEvent.change(field(/^Peak season \(dry months\)/), { target: { value: "90" } });
    fireEvent.click(screen.getByText("Save pricing"));

    const alert = await screen.findByText("Not saved", {}, { timeout: 5000 });
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(posted[0]?.intent).toBe("save");

    const peak = field(/^Peak season \(dry months\)/);
    expect(peak.value).toBe("90");
    expect(peak.getAttribute("aria-invalid")).toBe("true");
    expect(peak.getAttribute("aria-describedby")?.split(" ")).toContain(
      "peakSeasonAdjustment-error",
    );
    expect(document.getElementById("peakSeasonAdjustment-error")?.textContent).toMatch(
      /^Peak season \(dry months\): -50 to \+50 %/,
    );
    // A field that was fine carries no error.
    expect(field(/^Off-season \(long rains\)/).getAttribute("aria-invalid")).toBeNull();
  });

  it("explains the group discount format when it cannot be read", async () => {
    renderEditor();
    await screen.findByLabelText("April", {}, { timeout: 5000 });
    fireEvent.change(field("Group discounts"), { target: { value: "8-15" } });
    fireEvent.click(screen.getByText("Save pricing"));

    await screen.findByText("Not saved", {}, { timeout: 5000 });
    const groups = field("Group discounts");
    expect(groups.value).toBe("8-15");
    expect(groups.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("groupDiscounts-error")?.textContent).toBe(
      'Group discounts must look like "4:5, 6:10, 8:15" (people:% off), separated by commas.',
    );
  });
});
