import { expect, test } from "@playwright/test";
import { closeDb, emailFor } from "./account-fixtures";
import { inDays } from "./booking-helpers";
import { waitForHydration } from "./helpers";

// Issue 28, "Also found on the same walk": a first-time booker who followed "See my bookings" met a
// sign-in form titled "Welcome back" that never said they could create an account with the email
// they had just booked with.
test.afterAll(closeDb);
test.describe.configure({ timeout: 60_000 });

test("after booking, 'See my bookings' offers a signed-out traveller an account with the email they booked with", async ({
  page,
}) => {
  const email = emailFor("first-booker");
  await page.goto(`/itinerary/point-lenana/book?participants=2&date=${inDays(60)}`);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Your details" });
  await form.getByLabel(/Full name/).fill("Amina Wanjiru");
  await form.getByLabel(/Email/).fill(email);
  await form.getByRole("button", { name: /^Send booking request/ }).click();
  await expect(page).toHaveURL(/\/booking\/confirmation$/);

  await page.getByRole("link", { name: "See my bookings" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
  await expect(page.getByText(/Create one with the email you booked with/)).toBeVisible();
  const signUp = page.locator('form[action="/auth?tab=signup"]');
  await expect(signUp.getByLabel("Email")).toHaveValue(email);

  // One who has an account after all switches to Login and keeps the address.
  await page.getByRole("link", { name: "Login" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
  await expect(page.locator('form[action="/auth?tab=login"]').getByLabel("Email")).toHaveValue(
    email,
  );
});

test("the sign-in page a booking mail's 'See my bookings' leads to says a first-time booker can create an account", async ({
  page,
}) => {
  // The mails link to /dashboard, which sends a signed-out visitor to sign in.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
  const offer = page.getByRole("link", {
    name: "Create an account with the email you booked with",
  });
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
  // It keeps the page to return to once signed in.
  await expect(page).toHaveURL(/redirect=%2Fdashboard/);
});

test("an address in the sign-up link that is not an email is ignored, never an error", async ({
  page,
}) => {
  const answer = await page.goto("/auth?tab=signup&email=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
  expect(answer?.status()).toBe(200);
  await expect(page.locator('form[action="/auth?tab=signup"]').getByLabel("Email")).toHaveValue("");
});
