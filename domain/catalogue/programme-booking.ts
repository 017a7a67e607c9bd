import { formatUsd } from "../money/format";

/**
 * The corporate page offers four packages but its booking panel three tiers (the spec's figures,
 * kept: issue 30). The page says which packages book from the panel and that the panel's price is
 * the typical price within the package's range (Executive Safari: $3,250 within $2,500-$4,000);
 * the others are quoted on request.
 */

interface Programme {
  id: string;
  name: string;
  priceRange?: string;
}

interface PanelOption {
  id: string;
  name: string;
  /** The price the panel books at, per person (USD); 0: on request. */
  fromPerPerson: number;
}

/** The panel option that books this programme (the same id), or null when it is quoted only. */
function bookedAs(programme: Programme, options: readonly PanelOption[]): PanelOption | null {
  return options.find((option) => option.id === programme.id && option.fromPerPerson > 0) ?? null;
}

/** The line under one package's price range. */
export function programmeBookingSentence(
  programme: Programme,
  options: readonly PanelOption[],
): string {
  const option = bookedAs(programme, options);
  if (!option)
    return "Quoted on request: not in the booking panel. Request a corporate quote for it.";
  const within = programme.priceRange ? ` within ${programme.priceRange}` : "";
  return `Books from the panel as ${option.name} at ${formatUsd(option.fromPerPerson)} per person, the typical price${within}.`;
}

/** One sentence before the packages: which book from the panel and what its price is. */
export function packagesBookingSummary(
  programmes: readonly Programme[],
  options: readonly PanelOption[],
): string | null {
  const booked = programmes.filter((programme) => bookedAs(programme, options));
  if (booked.length === 0) return null;
  const quoted = programmes.filter((programme) => !bookedAs(programme, options));
  const example = booked.find((programme) => programme.priceRange) ?? booked[0]!;
  const exampleOption = bookedAs(example, options)!;
  const names = listOf(booked.map((programme) => programme.name));
  const count = booked.length === programmes.length ? "All" : numberWord(booked.length);
  const rest = quoted.length
    ? ` ${listOf(quoted.map((programme) => `the ${programme.name}`)).replace(/^t/, "T")} ${quoted.length === 1 ? "is" : "are"} quoted on request.`
    : "";
  return (
    `${count} of these ${numberWord(programmes.length).toLowerCase()} packages book from the panel beside this page: ${names}. ` +
    `The panel's price is the typical price within each package's range (${exampleOption.name}: ${formatUsd(exampleOption.fromPerPerson)}${example.priceRange ? ` within ${example.priceRange}` : ""}); your group's quote confirms it.${rest}`
  );
}

function listOf(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]!}`;
}

const numberWords = [
  "No",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
];
function numberWord(count: number): string {
  return numberWords[count] ?? String(count);
}
