import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { factorsToForm } from "../../domain/admin/pricing-form";
import {
  parseFactorsForm,
  previewPrices,
  sampleSituations,
} from "../../domain/admin/pricing-form-parse";
import { defaultPricingFactors } from "../../domain/pricing/dynamic-pricing";
import AdminPricing from "../../app/routes/admin/pricing";

// The admin pricing editor's form, rendered by React Router with a stand-in for the route's server
// half: the loader gives the stored factors, the action records what the form posted and answers
// as the route's action does (the real form parser; no admin session or database here).

const today = "2030-01-10";
let posted: Array<Record<string, string>>;

beforeEach(() => {
  posted = [];
});

function renderEditor() {
  const Stub = createRoutesStub([
    {
      path: "/admin/pricing",
      HydrateFallback: () => null,
      loader: () => ({ values: factorsToForm(defaultPricingFactors), demand: [], trail: [] }),
      action: async ({ request }) => {
        const form = Object.fromEntries(
          [...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]),
        );
        posted.push(form);
        const parsed = parseFactorsForm(form);
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
          preview: previewPrices(
            sampleSituations(today),
            today,
            defaultPricingFactors,
            parsed.factors,
          ),
        };
      },
      Component: AdminPricing as never,
    },
  ]);
  render(<Stub initialEntries={["/admin/pricing"]} />);
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe("admin pricing editor", () => {
  it("shows the stored factors in their fields", async () => {
    renderEditor();
    await screen.findByRole("heading", { name: "Dynamic pricing factors" });
    expect(field("Peak season adjustment").value).toBe(
      String(defaultPricingFactors.peakSeasonAdjustment),
    );
    expect(field("Group discounts").value).toBe(
      factorsToForm(defaultPricingFactors).groupDiscounts,
    );
    expect(screen.getByText("No changes yet; the default factors are in use.")).toBeTruthy();
  });

  it("posts every factor with the preview intent and shows the sample prices before and after", async () => {
    renderEditor();
    await screen.findByRole("heading", { name: "Dynamic pricing factors" });
    fireEvent.change(field("Peak season adjustment"), { target: { value: "0.25" } });
    fireEvent.click(screen.getByRole("button", { name: "Preview sample prices" }));

    const preview = await screen.findByRole("region", { name: "Preview (not saved yet)" });
    expect(posted).toEqual([
      { ...factorsToForm(defaultPricingFactors), peakSeasonAdjustment: "0.25", intent: "preview" },
    ]);

    const rows = within(preview).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(sampleSituations(today).length);
    const expected = previewPrices(sampleSituations(today), today, defaultPricingFactors, {
      ...defaultPricingFactors,
      peakSeasonAdjustment: 0.25,
    });
    const changed = expected.filter((row) => row.proposed !== row.current);
    expect(changed.length).toBeGreaterThan(0);
    for (const row of changed) {
      const cells = within(
        within(preview).getByRole("rowheader", { name: row.label }).closest("tr")!,
      ).getAllByRole("cell");
      expect(cells.map((cell) => cell.textContent).slice(-2)).toEqual([
        usdText(row.current),
        usdText(row.proposed),
      ]);
    }
    // Nothing was saved, and what the admin typed is still in the field.
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field("Peak season adjustment").value).toBe("0.25");
  });

  it("keeps what was typed and shows each field's error beside it when a value is out of range", async () => {
    renderEditor();
    await screen.findByRole("heading", { name: "Dynamic pricing factors" });
    fireEvent.change(field("Peak season adjustment"), { target: { value: "0.9" } });
    fireEvent.click(screen.getByRole("button", { name: "Save factors" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Not saved");
    expect(posted[0]?.intent).toBe("save");

    const peak = field("Peak season adjustment");
    expect(peak.value).toBe("0.9");
    expect(peak.getAttribute("aria-invalid")).toBe("true");
    const peakError = document.getElementById("peakSeasonAdjustment-error");
    expect(peak.getAttribute("aria-describedby")?.split(" ")).toContain(
      "peakSeasonAdjustment-error",
    );
    expect(peakError?.textContent).toMatch(/^Peak season adjustment/);
    // A field that was fine carries no error.
    expect(field("Off-season adjustment").getAttribute("aria-invalid")).toBeNull();
  });

  it("explains the group discount format when it cannot be read", async () => {
    renderEditor();
    await screen.findByRole("heading", { name: "Dynamic pricing factors" });
    fireEvent.change(field("Group discounts"), { target: { value: "8-0.15" } });
    fireEvent.click(screen.getByRole("button", { name: "Save factors" }));

    await screen.findByRole("alert");
    const groups = field("Group discounts");
    expect(groups.value).toBe("8-0.15");
    expect(groups.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("groupDiscounts-error")?.textContent).toBe(
      'Group discounts must look like "8:0.15, 6:0.1, 4:0.05" (people:fraction).',
    );
  });
});

function usdText(amount: number): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(amount);
}
