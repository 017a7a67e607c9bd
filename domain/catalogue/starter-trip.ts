/**
 * What a new trip starts as in the editor (decision 0065): its title and web address, and one
 * empty day, price and list of each kind to fill in, so every required field is on the form. It
 * does not validate until the operator has filled them, and stays a draft until then.
 */
export function starterTripDraft(title: string, slug: string) {
  return {
    slug,
    title,
    subtitle: "",
    summary: "",
    overview: [],
    duration: "",
    difficulty: "Moderate",
    groupSize: { min: 1, max: 8 },
    region: "",
    scene: "savanna",
    highlights: [],
    days: [{ day: 1, title: "", description: "", activities: [] }],
    included: [],
    notIncluded: [],
    pricing: { kind: "fixed", note: "" },
  };
}
