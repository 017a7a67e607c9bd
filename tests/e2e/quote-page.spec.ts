import { expect, test } from "@playwright/test";
import { shortReference } from "../../domain/booking/reference";
import { closeDb, emailFor, mailsMentioning, storedInquiries } from "./account-fixtures";
import { expectNoAxeViolations, expectNoHorizontalOverflow, waitForHydration } from "./helpers";

/*
 * Issue 30, "the quote dialogs still need JavaScript": the trip page's quote buttons are links to
 * /itinerary/:slug/quote, the same form as a page, which works without JavaScript (errors beside
 * each field, nothing typed lost, the reference on the page); with JavaScript the link still
 * opens the dialog. The page is checked by axe with JavaScript (axe runs inside the page).
 */
test.afterAll(closeDb);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the school quote button leads to the quote page, which names each refusal beside its field, keeps what was typed and confirms with the reference", async ({
    page,
  }) => {
    const email = emailFor("school-no-js");
    await page.goto("/itinerary/student-expeditions?participants=25");
    const opener = page.getByRole("link", { name: "Request School Quote" });
    await expect(opener).toHaveAttribute(
      "href",
      /^\/itinerary\/student-expeditions\/quote\?option=[a-z-]+&participants=25$/,
    );
    await opener.click();
    await expect(page).toHaveURL(/\/itinerary\/student-expeditions\/quote\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request School Quote");
    const form = page.locator("main form");
    await expect(form).toHaveAttribute("method", "post");
    // The panel's group comes along.
    await expect(form.getByLabel(/Number of students/)).toHaveValue("25");

    await form.getByLabel(/School name/).fill("Naro Moru Academy");
    await form.getByLabel(/Contact person/).fill("Grace Wambui");
    await form.getByLabel("Email").fill(email);
    // What the browser lets through and the server refuses: a phone number with no digits.
    await form.getByLabel("Phone").fill("call the office");
    await form.getByLabel(/Accompanying teachers/).fill("3");
    await form.getByLabel(/Program/).selectOption("cultural-geography");
    await form.getByLabel(/Additional requirements/).fill("Two students use wheelchairs.");
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    await page.waitForLoadState();

    const answered = page.locator("main form");
    await expect(answered.getByRole("alert")).toContainText("Please check the fields marked below");
    await expect(
      answered.getByText("Please enter a phone number, e.g. +254 712 345 678."),
    ).toBeVisible();
    await expect(answered.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await expect(answered.getByLabel("Phone")).toHaveValue("call the office");
    await expect(answered.getByLabel(/School name/)).toHaveValue("Naro Moru Academy");
    await expect(answered.getByLabel(/Number of students/)).toHaveValue("25");
    await expect(answered.getByLabel(/Program/)).toHaveValue("cultural-geography");
    await expect(answered.getByLabel(/Additional requirements/)).toHaveValue(
      "Two students use wheelchairs.",
    );
    expect(await storedInquiries(email)).toHaveLength(0);

    await answered.getByLabel("Phone").fill("+254 711 222 333");
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === "POST"),
      answered.getByRole("button", { name: "Submit Quote Request" }).click(),
    ]);
    expect(response.status()).toBe(201);
    await page.waitForLoadState();
    // Nothing typed travels in the address.
    expect(page.url()).not.toMatch(/Grace|Naro|school-no-js/);
    const status = page.getByTestId("quote-sent");
    await expect(status).toContainText("Quote Request Submitted!");
    await expect(status).toContainText("We'll send you a detailed quote within 24 hours.");
    const [stored] = await storedInquiries(email);
    expect(stored).toMatchObject({ kind: "school-quote" });
    expect(JSON.parse(stored!.payload)).toMatchObject({
      schoolName: "Naro Moru Academy",
      studentCount: 25,
      teacherCount: 3,
      program: "cultural-geography",
    });
    await expect(status.getByTestId("quote-reference")).toHaveText(shortReference(stored!.id));
    await expect
      .poll(() => mailsMentioning(email).length, { message: "the requester's confirmation" })
      .toBeGreaterThanOrEqual(1);
  });

  test("the corporate quote page starts from the package and group chosen in the panel", async ({
    page,
  }) => {
    await page.goto("/itinerary/corporate-packages/quote?option=coastal-corporate&participants=30");
    const form = page.locator("main form");
    await expect(form.getByLabel(/Package/)).toHaveValue("coastal-corporate");
    await expect(form.getByLabel(/Group size/)).toHaveValue("30");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test("with JavaScript the quote link opens the dialog, and the quote page has no axe violations at 360 and 1440 px", async ({
  page,
}) => {
  await page.goto("/itinerary/team-building");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Request Proposal" }).click();
  await expect(page.getByRole("dialog", { name: "Request Proposal" })).toBeVisible();
  await expect(page).toHaveURL(/\/itinerary\/team-building$/);

  await page.goto("/itinerary/team-building/quote");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  // A refused form: the sentences beside the fields pass too.
  const form = page.locator("main form");
  await form.getByLabel(/Organisation/).fill("Acme Kenya");
  await form.getByLabel(/Contact person/).fill("Otieno");
  await form.getByLabel("Email").fill(emailFor("proposal-page"));
  await form.getByLabel("Phone").fill("no digits");
  await form.getByLabel(/Group size/).fill("12");
  await form.getByRole("button", { name: "Request Proposal" }).click();
  await expect(form.getByRole("alert")).toBeVisible();
  await expect(form.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `test-results/quote-page-${width}.png`, fullPage: true });
  }
});
