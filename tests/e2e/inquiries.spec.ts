import { expect, test, type Page } from "@playwright/test";
import { shortReference } from "../../domain/booking/reference";
import {
  becomeAdmin,
  closeDb,
  emailFor,
  mailTo,
  mailsMentioning,
  storedInquiries,
  verifiedAccount,
} from "./account-fixtures";
import { expectNoAxeViolations, newVisitor, waitForHydration } from "./helpers";
import { isoDateInDays } from "../../domain/calendar";

test.describe.configure({ timeout: 60_000 });
test.afterAll(closeDb);

async function fillContactForm(page: Page, email: string) {
  const form = page.locator("#contact form");
  await form.getByLabel(/First name/).fill("Wanjiku");
  await form.getByLabel(/Last name/).fill("Kariuki <b>");
  await form.getByLabel(/Email/).fill(email);
  await form.getByLabel(/Phone/).fill("+254 712 000 999");
  await form.getByLabel(/Adventure/).selectOption("mt-kenya");
  await form.getByLabel(/Message/).fill("Four of us in August. <script>alert(1)</script>");
  return form;
}

// Issue 14: sending stores and confirms; WhatsApp no longer opens by itself.
test("the contact form stores the inquiry, mails the operator, confirms with the reference and clears", async ({
  page,
  context,
}) => {
  const email = emailFor("contact");
  await page.goto("/#contact");
  await page.waitForLoadState("networkidle");
  const form = await fillContactForm(page, email);
  const tabs: string[] = [];
  context.on("page", (opened) => tabs.push(opened.url()));
  await form.getByRole("button", { name: "Send Inquiry" }).click();

  await expect(page.getByText("Inquiry Sent Successfully!").first()).toBeVisible();
  await expect(page.locator("#contact").getByRole("status")).toContainText(
    "We'll get back to you within 24 hours.",
  );
  await expect(form.getByLabel(/First name/)).toHaveValue("");
  await expect(form.getByLabel(/Message/)).toHaveValue("");
  expect(tabs).toEqual([]);

  const [stored] = await storedInquiries(email);
  expect(stored?.kind).toBe("contact");
  expect(JSON.parse(stored!.payload)).toMatchObject({
    name: "Wanjiku Kariuki <b>",
    email,
    phone: "+254712000999",
    adventure: "mt-kenya",
  });
  const reference =
    (await page.locator("#contact").getByRole("status").locator("strong").textContent()) ?? "";
  expect(reference).toBe(shortReference(stored!.id));

  // The traveller's acknowledgement mentions the email too, and may be written first: wait for
  // the one addressed to the operator (CI, 2026-11-27: the first mail found was the other one).
  const toOperator = () =>
    mailsMentioning(email).filter((text) => /To: bookings@kilele-expeditions\.example/i.test(text));
  await expect
    .poll(() => toOperator().length, { message: "the operator's notification in the outbox" })
    .toBeGreaterThanOrEqual(1);
  const [mail] = toOperator();
  expect(mail).toMatch(/To: bookings@kilele-expeditions\.example/i);
  const html = mail!.slice(mail!.indexOf("Content-Type: text/html"));
  expect(html).toContain("Kariuki &lt;b&gt;");
  expect(html).not.toContain("<script>alert");
});

test("when the server fails, the contact form says so and keeps what was typed", async ({
  page,
}) => {
  const email = emailFor("contact-fail");
  // The form posts to the landing page's own action (a .data request once the page is hydrated).
  const action = (url: URL) => url.pathname === "/_root.data";
  await page.route(action, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" })
      : route.continue(),
  );
  await page.goto("/#contact");
  await page.waitForLoadState("networkidle");
  const form = await fillContactForm(page, email);
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page.getByText("Submission Failed")).toBeVisible();
  await expect(page.getByText("Please try again or contact us directly.")).toBeVisible();
  await expect(form.getByRole("alert")).toContainText(
    "We could not send your inquiry: Something went wrong on our side.",
  );
  await expect(form.getByLabel(/First name/)).toHaveValue("Wanjiku");
  await expect(form.getByLabel(/Message/)).toHaveValue(/Four of us in August/);
  expect(await storedInquiries(email)).toHaveLength(0);

  // Backend unreachable: a different notice (the first one closed, so the second stands alone).
  await page.getByRole("button", { name: "Close toast" }).click();
  await expect(page.getByText("Submission Failed")).toBeHidden();
  // sonner keeps a closed notice in the list for its exit animation; send once it has left.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await page.unroute(action);
  await page.route(action, (route) =>
    route.request().method() === "POST" ? route.abort("connectionrefused") : route.continue(),
  );
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page.getByText("Service unavailable")).toBeVisible({ timeout: 15_000 });
  await expect(form.getByRole("alert")).toContainText("Our server could not be reached.");
  await expect(form.getByLabel(/First name/)).toHaveValue("Wanjiku");
});

test("the school quote modal shows the estimate, stores a school-quote inquiry and confirms by email", async ({
  page,
}) => {
  const email = emailFor("school");
  await page.goto("/itinerary/student-expeditions");
  // The dialog opens from a script: a click before the page has hydrated does nothing.
  await waitForHydration(page);
  const opener = page.getByRole("button", { name: "Request School Quote" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Request School Quote" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "dialog");

  const students = dialog.getByLabel(/Number of students/);
  await expect(students).toHaveAttribute("type", "number");
  await expect(students).toHaveAttribute("min", "15");
  await expect(students).toHaveAttribute("max", "60");
  await expect(students).toHaveAttribute("placeholder", "Minimum 15 students");
  await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(dialog.getByLabel("Phone")).toHaveAttribute("type", "tel");

  await dialog.getByLabel(/School name/).fill("Naro Moru Academy");
  await dialog.getByLabel(/Contact person/).fill("Grace Wambui");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("+254 711 222 333");
  await students.fill("40");
  await dialog.getByLabel(/Accompanying teachers/).fill("4");
  // Issue 30: the promised group discount for 20+ students is named beside the estimate.
  await expect(dialog.getByTestId("school-discount")).toHaveText(
    "Your group of 40 students qualifies for our group discount for 20+ students: your proposal applies it to this estimate.",
  );
  await dialog.getByLabel(/Program/).selectOption("adventure-leadership");
  await expect(dialog.locator("output")).toHaveText("$7,200");
  await dialog.getByLabel(/Program/).selectOption("custom");
  await expect(dialog.locator("output")).toHaveText("Custom quote");
  await dialog.getByLabel(/Program/).selectOption("wildlife-conservation");
  await expect(dialog.locator("output")).toHaveText("$4,800");
  await dialog.getByLabel(/Preferred dates/).fill("10-14 March 2027");
  await dialog.getByLabel(/Budget/).fill("$5,000");
  await dialog.getByLabel(/Additional requirements/).fill("Two vegetarian students");
  await dialog.getByRole("button", { name: "Submit Quote Request" }).click();

  // Issue 30: the confirmation is on the page, with the stored request's reference, announced as
  // a status (no toast over the header).
  const confirmation = dialog.getByTestId("quote-sent");
  await expect(confirmation).toHaveAttribute("role", "status");
  await expect(confirmation).toContainText("Quote Request Submitted!");
  await expect(confirmation).toContainText(
    "We'll send you a detailed quote within 24 hours. Check your email for confirmation.",
  );
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  const [stored] = await storedInquiries(email);
  await expect(confirmation.getByTestId("quote-reference")).toHaveText(shortReference(stored!.id));
  await expectNoAxeViolations(page, "dialog");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  expect(stored?.kind).toBe("school-quote");
  expect(JSON.parse(stored!.payload)).toMatchObject({
    schoolName: "Naro Moru Academy",
    studentCount: 40,
    teacherCount: 4,
    program: "wildlife-conservation",
    estimate: 4800,
    budget: "$5,000",
    preferredDates: "10-14 March 2027",
  });

  // The operator hears everything; the school's confirmation carries none of the text typed into
  // the form (so the form cannot relay someone's words to any address, decision 0014).
  await expect
    .poll(() => mailsMentioning(`\nTo: ${email}`).length, { message: "school confirmation" })
    .toBeGreaterThanOrEqual(1);
  // "\nTo:" is the recipient's header line; the operator's notification names the school's
  // address too, in its Reply-To line (decision 0020).
  expect(mailsMentioning(`\nTo: ${email}`).some((mail) => mail.includes("Naro Moru Academy"))).toBe(
    false,
  );
  await expect
    .poll(
      () =>
        mailsMentioning("Naro Moru Academy").filter((mail) =>
          /To: bookings@kilele-expeditions\.example/i.test(mail),
        ).length,
      { message: "operator notification" },
    )
    .toBeGreaterThanOrEqual(1);

  // Opened again, the form is empty.
  await opener.click();
  await expect(dialog.getByLabel(/School name/)).toHaveValue("");
});

test("a failed school quote keeps the form; Cancel and Escape close it", async ({ page }) => {
  await page.route("**/api/quote-request", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: "Something went wrong on our side. Please try again." }),
    }),
  );
  await page.goto("/itinerary/student-expeditions");
  // The dialog opens from a script: a click before the page has hydrated does nothing.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Request School Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Request School Quote" });
  await dialog.getByLabel(/School name/).fill("Failing School");
  await dialog.getByLabel(/Contact person/).fill("Grace Wambui");
  await dialog.getByLabel("Email").fill(emailFor("school-fail"));
  await dialog.getByLabel("Phone").fill("+254 711 222 333");
  await dialog.getByLabel(/Number of students/).fill("20");
  await dialog.getByLabel(/Accompanying teachers/).fill("2");
  await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    "Failed to submit quote request. Please try again.",
  );
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/School name/)).toHaveValue("Failing School");
  await expect(dialog.getByRole("alert")).toContainText("Something went wrong on our side.");

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Request School Quote" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("team-building Request Proposal and the corporate quote are stored with their kinds", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const proposalEmail = emailFor("proposal");
  await page.goto("/itinerary/team-building");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Request Proposal" }).click();
  const proposal = page.getByRole("dialog", { name: "Request Proposal" });
  await expectNoAxeViolations(page, "dialog");
  await proposal.getByLabel(/Organisation/).fill("Acacia Bank");
  await proposal.getByLabel(/Contact person/).fill("Peter Kamau");
  await proposal.getByLabel("Email").fill(proposalEmail);
  await proposal.getByLabel("Phone").fill("+254 722 000 111");
  await proposal.getByLabel(/Group size/).fill("20");
  await proposal.getByLabel(/Programme/).selectOption("lake-naivasha-team-adventure");
  await expect(proposal.locator("output")).toHaveText("$9,000");
  await proposal.getByRole("button", { name: "Request Proposal" }).click();
  await expect(proposal.getByTestId("quote-sent")).toContainText("Proposal Request Submitted!");
  await proposal.getByRole("button", { name: "Done" }).click();
  await expect(proposal).toBeHidden();
  const [storedProposal] = await storedInquiries(proposalEmail);
  expect(storedProposal?.kind).toBe("proposal");
  expect(JSON.parse(storedProposal!.payload)).toMatchObject({
    organisation: "Acacia Bank",
    groupSize: 20,
    estimate: 9000,
  });

  const corporateEmail = emailFor("corporate");
  await page.goto("/itinerary/corporate-packages");
  await waitForHydration(page);
  // Keyboard only: focus the button and press Enter.
  await page.getByRole("button", { name: "Request Corporate Quote" }).focus();
  await page.keyboard.press("Enter");
  const corporate = page.getByRole("dialog", { name: "Request Corporate Quote" });
  await expect(corporate).toBeVisible();
  await expectNoAxeViolations(page, "dialog");
  await corporate.getByLabel(/Company/).fill("Savanna Tech Ltd");
  await corporate.getByLabel(/Contact person/).fill("Lucy Njeri");
  await corporate.getByLabel("Email").fill(corporateEmail);
  await corporate.getByLabel("Phone").fill("+254 733 444 555");
  await corporate.getByLabel(/Group size/).fill("40");
  await corporate.getByLabel(/Package/).selectOption("coastal-corporate");
  await expect(corporate.locator("output")).toHaveText("$32,000 - $60,000");
  await corporate.getByLabel(/Notes/).focus();
  await page.keyboard.type("Sales kick-off");
  await corporate.getByRole("button", { name: "Submit Quote Request" }).press("Enter");
  await expect(corporate.getByTestId("quote-sent")).toContainText("Quote Request Submitted!");
  const [storedCorporate] = await storedInquiries(corporateEmail);
  expect(storedCorporate?.kind).toBe("corporate");
  expect(JSON.parse(storedCorporate!.payload)).toMatchObject({
    company: "Savanna Tech Ltd",
    package: "coastal-corporate",
    groupSize: 40,
    notes: "Sales kick-off",
  });
});

// Issue 30: a group states counts per category, the package chosen in the panel is the one quoted,
// and the operator reads it in plain words and replies from the admin.
test("a corporate group's counts and package reach the admin in plain words, and the operator replies from the admin", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = emailFor("corporate-counts");
  const date = isoDateInDays(new Date(), 90);

  // The panel without JavaScript: two counts, not forty lists; a wrong count keeps what was typed.
  const noScript = await newVisitor(browser, { javaScript: false });
  await noScript.goto("/itinerary/corporate-packages");
  await expect(noScript.getByTestId("packages-booking")).toContainText(
    "Three of these four packages book from the panel beside this page",
  );
  await expect(noScript.getByTestId("packages-booking")).toContainText(
    "Executive Safari: $3,250 within $2,500-$4,000",
  );
  const panel = noScript.locator("#book");
  await panel.getByRole("radio", { name: /Coastal Corporate/ }).check();
  await panel.getByLabel(/^Travellers/).selectOption("40");
  await panel.getByLabel("Date").fill(date);
  await panel.getByLabel("East African residents").fill("39");
  await panel.getByLabel("Kenyan citizens").fill("2");
  await panel.getByRole("button", { name: /Check price|Update price/ }).click();
  await expect(panel.getByLabel("Kenyan citizens")).toHaveAccessibleDescription(
    /East African residents and Kenyan citizens together can be at most the 40 in your group\./,
  );
  await expect(panel.getByLabel("East African residents")).toHaveValue("39");
  await panel.getByLabel("East African residents").fill("8");
  await panel.getByRole("button", { name: /Check price|Update price/ }).click();
  await expect(panel.getByTestId("group-counts")).toHaveText(
    "Your group: 30 non-residents, 8 East African residents and 2 Kenyan citizens.",
  );
  await expect(panel.getByLabel(/^Traveller \d+/)).toHaveCount(0);
  const chosen = noScript.url();
  await noScript.context().close();

  // With JavaScript, the quote form starts from the panel: the package and the counts.
  const page = await newVisitor(browser);
  await page.goto(chosen);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Request Corporate Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Corporate Quote" });
  await expect(dialog.getByLabel(/Package/)).toHaveValue("coastal-corporate");
  await expect(dialog.getByLabel(/Group size/)).toHaveValue("40");
  await expect(dialog.getByLabel("East African residents")).toHaveValue("8");
  await expect(dialog.getByLabel("Kenyan citizens")).toHaveValue("2");
  await dialog.getByLabel(/Company/).fill("Savanna Counts Ltd");
  await dialog.getByLabel(/Contact person/).fill("Lucy Njeri");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("+254 733 444 555");
  await dialog.getByLabel("Kenyan citizens").fill("33");
  await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(dialog.getByLabel("Kenyan citizens")).toHaveAccessibleDescription(
    /East African residents and Kenyan citizens together can be at most the 40 in your group\./,
  );
  await expect(dialog.getByLabel(/Company/)).toHaveValue("Savanna Counts Ltd");
  await dialog.getByLabel("Kenyan citizens").fill("2");
  await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(dialog.getByTestId("quote-sent")).toContainText("Quote Request Submitted!");
  const [stored] = await storedInquiries(email);
  const reference = shortReference(stored!.id);
  await expect(dialog.getByTestId("quote-reference")).toHaveText(reference);
  expect(JSON.parse(stored!.payload)).toMatchObject({
    package: "coastal-corporate",
    groupSize: 40,
    eastAfricanResidents: 8,
    kenyanCitizens: 2,
  });

  // The operator reads plain words in Nairobi time, and replies from the admin.
  const admin = await newVisitor(browser);
  const adminEmail = emailFor("corporate-operator");
  await verifiedAccount(admin, "Njeri Operator", adminEmail);
  await becomeAdmin(admin, adminEmail);
  await admin.goto("/admin/inquiries?kind=corporate");
  const item = admin.getByRole("listitem").filter({ hasText: email });
  await expect(item).toContainText("Corporate quote request");
  await expect(item).toContainText("Coastal Corporate Getaway");
  await expect(item).toContainText(
    "30 non-residents, 8 East African residents and 2 Kenyan citizens",
  );
  await expect(item).toContainText("$32,000 - $60,000");
  await expect(item).toContainText("Kenyan time (EAT)");
  await expect(item).not.toContainText("coastal-corporate");
  await expect(item).not.toContainText(/\bKind\b/);
  await item.getByRole("link", { name: /Open and reply/ }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(
    `Corporate quote request ${reference}`,
  );
  await admin.getByRole("button", { name: "Send reply" }).click();
  await expect(admin.getByRole("alert")).toHaveText("Write your reply before sending it.");
  await admin
    .getByLabel(/Reply to Lucy Njeri/)
    .fill("Dear Lucy,\n\nDiani works for all 40 of you in March. A proposal follows.");
  await admin.getByRole("button", { name: "Send reply" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Reply sent" })).toBeVisible();
  const thread = admin.getByRole("list", { name: "Replies, oldest first" });
  await expect(thread.getByRole("listitem")).toHaveCount(1);
  await expect(thread).toContainText("Diani works for all 40 of you in March.");
  await expect(thread).toContainText("Njeri Operator");
  await expect(thread).toContainText("Kenyan time (EAT)");
  await expect(admin.getByLabel(/Reply to Lucy Njeri/)).toHaveValue("");
  await expectNoAxeViolations(admin, "#main");
  await admin.screenshot({
    path: test.info().outputPath("admin-inquiry-1280.png"),
    fullPage: true,
  });
  await admin.setViewportSize({ width: 360, height: 800 });
  await admin.screenshot({ path: test.info().outputPath("admin-inquiry-360.png"), fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 900 });

  const mail = await mailTo(email, /Re: your corporate quote request/);
  expect(mail).toContain("Diani works for all 40 of you in March.");
  expect(mail).toMatch(/^Reply-To: bookings@kilele-expeditions\.example/im);
  await admin.reload();
  await expect(thread).toContainText("Mail sent");
  await admin.goto("/admin/inquiries?kind=corporate");
  await expect(admin.getByRole("listitem").filter({ hasText: email })).toContainText("Replied");
});

test("the corporate and school pages at a phone's and a desktop's width", async ({ browser }) => {
  for (const width of [360, 1440]) {
    const page = await newVisitor(browser, { width });
    await page.goto(
      "/itinerary/corporate-packages?option=executive-safari&participants=40&eastAfricanResidents=8&kenyanCitizens=2",
    );
    await page.getByRole("region", { name: "Premium Package Options" }).screenshot({
      path: test.info().outputPath(`corporate-packages-${width}.png`),
    });
    await page
      .locator("#book")
      .screenshot({ path: test.info().outputPath(`corporate-panel-${width}.png`) });
    await page.goto("/itinerary/student-expeditions");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Request School Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Request School Quote" });
    await dialog.getByLabel(/Number of students/).fill("30");
    await dialog.getByLabel(/Accompanying teachers/).fill("3");
    await page.screenshot({ path: test.info().outputPath(`school-quote-${width}.png`) });
    await page.context().close();
  }
});
