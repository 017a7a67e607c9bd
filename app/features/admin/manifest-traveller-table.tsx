import { ScrollRegion } from "./scroll-region";
import type { ManifestTraveller } from "../../../domain/departures/departure-admin";

interface Row {
  id: string;
  reference: string;
  travellers: readonly ManifestTraveller[];
}

/**
 * The manifest's second table (decision 0031): every traveller with what the guide needs on the
 * mountain: passport name, nationality, age, health, diet, emergency contact, insurance and the
 * readiness questionnaire's flags. A traveller whose details are missing says so.
 */
export function ManifestTravellerTable({ rows }: { rows: readonly Row[] }) {
  const travellers = rows.flatMap((row) =>
    row.travellers.map((traveller) => ({
      ...traveller,
      reference: row.reference,
      key: `${row.id}-${traveller.slot}`,
    })),
  );
  const complete = travellers.filter((traveller) => traveller.complete).length;
  return (
    <section aria-labelledby="guide-details-heading" className="mt-8 print:break-before-page">
      <h2 id="guide-details-heading" className="text-xl font-bold">
        Traveller details for the guide ({complete} of {travellers.length} complete)
      </h2>
      <ScrollRegion
        className="mt-3"
        label="Traveller details table"
        hint="swipe it to see every column"
      >
        <table
          aria-labelledby="guide-details-heading"
          className="w-full min-w-[60rem] border-collapse text-left text-sm print:min-w-0 print:text-xs"
        >
          <thead>
            <tr className="border-b-2 border-earth-900">
              <th scope="col" className="p-2">
                Traveller
              </th>
              <th scope="col" className="p-2">
                Nationality, born, passport or ID
              </th>
              <th scope="col" className="p-2">
                Medical notes
              </th>
              <th scope="col" className="p-2">
                Diet
              </th>
              <th scope="col" className="p-2">
                Emergency contact
              </th>
              <th scope="col" className="p-2">
                Insurance
              </th>
              <th scope="col" className="p-2">
                Guide: check
              </th>
            </tr>
          </thead>
          <tbody>
            {travellers.length === 0 ? (
              <tr>
                <td colSpan={7} className="p-2">
                  Nobody has booked this departure yet.
                </td>
              </tr>
            ) : (
              travellers.map((traveller) => (
                <tr
                  key={traveller.key}
                  className="border-b border-sand-200 break-inside-avoid align-top"
                >
                  <th scope="row" className="p-2 font-normal">
                    <span className="font-semibold">
                      {traveller.fullName ?? `Traveller ${traveller.slot}: details missing`}
                    </span>
                    <br />
                    {traveller.reference}, traveller {traveller.slot}
                  </th>
                  <td className="p-2">
                    {traveller.fullName
                      ? [traveller.nationality, traveller.dateOfBirth, traveller.passportNumber]
                          .filter(Boolean)
                          .join(", ")
                      : ""}
                  </td>
                  <td className="p-2 whitespace-pre-wrap">{traveller.medicalNotes ?? ""}</td>
                  <td className="p-2">{traveller.dietaryNeeds ?? ""}</td>
                  <td className="p-2">
                    {traveller.emergencyName
                      ? `${traveller.emergencyName}, ${traveller.emergencyPhone}`
                      : ""}
                  </td>
                  <td className="p-2">
                    {traveller.insuranceProvider
                      ? `${traveller.insuranceProvider}, ${traveller.insurancePolicy}`
                      : ""}
                  </td>
                  <td className="p-2 font-semibold text-red-800">
                    {traveller.guideFlags.join(", ")}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
