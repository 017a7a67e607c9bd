// Debian's Chromium, as every browser run here starts it (Lighthouse and Playwright): never a
// downloaded browser, and no background traffic to Google's hosts (this machine has no internet).
export const chromiumPath =
  process.env.CHROMIUM_PATH || process.env.CHROME_PATH || "/usr/bin/chromium";

export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
