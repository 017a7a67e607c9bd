import { registerTripRenameSteps } from "../../server/lifecycle/trip-renames";

// The integration tests rename trips as the server does: with the steps prepareServer registers
// (server/lifecycle/trip-renames.ts), so what a trip's slug keys follows a rename.
registerTripRenameSteps();
