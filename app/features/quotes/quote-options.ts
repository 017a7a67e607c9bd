import type { QuoteKind } from "../../../domain/inquiries/inquiry-fields";

/** One choice of a quote form's programme / package select, with what its estimate needs. */
export interface QuoteOption {
  value: string;
  label: string;
  /** School programmes: USD per student (0: custom). */
  pricePerStudent?: number;
  /** Team-building programmes: "3 Days". */
  duration?: string;
  /** Corporate packages: "$800-$1,500" per person. */
  priceRange?: string;
}

export interface QuoteFormProps {
  kind: QuoteKind;
  options: QuoteOption[];
  /** Prefilled from the page's estimator: group size and the chosen option. */
  initial?: {
    groupSize?: number;
    option?: string;
    /** A corporate group's counts per category, from the panel (issue 30). */
    eastAfricanResidents?: number;
    kenyanCitizens?: number;
  };
}
