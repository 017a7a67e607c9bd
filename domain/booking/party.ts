/** A party's size in words: "1 person", "3 people" (mails, chat texts, the admin, manifests). */
export function partySizeText(participants: number): string {
  return `${participants} ${participants === 1 ? "person" : "people"}`;
}
