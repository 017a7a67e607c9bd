// The test suite's loopback stand-ins that the book-and-pay race bench (bench/book-and-pay-race.js)
// needs: Stripe's API and checkout page, and the PostgreSQL the tests use (the machine's, or a
// private one started for the run). Bundled by esbuild into one file at bench time, so the bench
// runs in plain Node with the very code the system tests run against.
export { startStripeTestServer } from "../../tests/support/stripe-test-server";
export { chooseTestPostgres } from "../../tests/support/test-postgres";
