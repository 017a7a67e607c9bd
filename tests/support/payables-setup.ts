import { registerPayables } from "../../server/lifecycle/payables";

// The integration tests pay for bookings as the server does: with the payable kinds prepareServer
// registers at start (server/lifecycle/payables.ts). A test adds its own kind beside them.
registerPayables();
