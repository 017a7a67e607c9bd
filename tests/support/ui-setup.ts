import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Setup file of the `ui` project: every test starts from an empty page and empty storage.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
