import { findTrip } from "./trips";
import { customCorporatePackage } from "../domain/inquiries/inquiry-fields";
import { quoteRequestSchemaFor } from "../domain/inquiries/inquiry-request";

/** The team-building page's programmes (Request Proposal). */
export const proposalProgrammes = (findTrip("team-building")?.programmes ?? []).map(
  ({ id, name, duration }) => ({ id, name, duration }),
);

/** The corporate page's packages plus a custom one (Request Corporate Quote). */
export const corporatePackages = [
  ...(findTrip("corporate-packages")?.programmes ?? []).map(
    ({ id, name, duration, priceRange }) => ({ id, name, duration, priceRange }),
  ),
  { ...customCorporatePackage, duration: "3-10 days", priceRange: undefined },
];

/** The body of POST /api/quote-request, naming this catalogue's programmes and packages. */
export const quoteRequestSchema = quoteRequestSchemaFor({
  proposalProgrammeIds: proposalProgrammes.map((programme) => programme.id),
  corporatePackageIds: corporatePackages.map((item) => item.id),
});
