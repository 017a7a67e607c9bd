import { expect, test } from "@playwright/test";
import { seedPages } from "../../content/pages";
import { animationsFinished } from "./helpers";

const footerLinks = [
  ["Booking conditions", "booking-conditions"],
  ["Privacy", "privacy"],
  ["Safety", "safety"],
  ["Travel information", "travel-info"],
  ["Our team and guides", "team"],
] as const;

for (const [name, key] of footerLinks) {
  const path = `/${key}`;
  test(`the footer's "${name}" link opens ${path}, one of the pages read before paying`, async ({
    page,
  }) => {
    await page.goto("/");
    await animationsFinished(page);
    await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seedPages[key].heading);
  });
}

test("the booking conditions say how to check who you are paying, with the office's number", async ({
  page,
}) => {
  await page.goto("/booking-conditions");
  await page.getByRole("link", { name: "Check who you are paying" }).click();
  const section = page.locator("#verify-us");
  await expect(section).toContainText("Before you pay, you can call us on +254");
  await expect(section.getByRole("definition").first()).toHaveText(
    "Naro Moru, Nyeri County, Kenya",
  );
  // No licence number is configured for this server: none is shown, none is made up.
  await expect(section).not.toContainText("Tourism Regulatory Authority licence");
});

test("the landing page's figures each say where they come from, and the unbacked claims are gone", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByText("Walk with lions")).toHaveCount(0);
  await expect(page.getByText(/100% safety/i)).toHaveCount(0);
  const figure = page.getByRole("term").filter({ hasText: "Reached Point Lenana" });
  await expect(figure).toBeVisible();
  await expect(
    page.getByText("Trekkers who set out on our summit days, guides' logs 2023 to 2025", {
      exact: true,
    }),
  ).toBeVisible();
});
