/**
 * The review form's fields, limits and rating labels, shared by the page and the server's
 * checks (review-form.ts). No zod here: this module is part of the review page's bundle.
 */
export const reviewFormFields = ["rating", "firstName", "country", "text"] as const;
export type ReviewFormField = (typeof reviewFormFields)[number];
export type ReviewFormValues = Record<ReviewFormField, string>;
export type ReviewFormErrors = Partial<Record<ReviewFormField, string>>;

export const reviewMaxLengths: Record<ReviewFormField, number> = {
  rating: 1,
  firstName: 60,
  country: 60,
  text: 4000,
};

/** A review says something: a few words at least, beyond a rating. */
export const reviewMinTextLength = 20;

/** Highest first, each with its word, as the radio group shows them. */
export const ratingOptions = [
  { value: 5, label: "5 stars: excellent" },
  { value: 4, label: "4 stars: good" },
  { value: 3, label: "3 stars: average" },
  { value: 2, label: "2 stars: poor" },
  { value: 1, label: "1 star: terrible" },
] as const;

export const reviewFormMessages: Record<ReviewFormField, string> = {
  rating: "Please choose a rating from 1 to 5 stars.",
  firstName: `Please enter your first name (up to ${reviewMaxLengths.firstName} characters); it is shown with your review.`,
  country: `Please enter the country you live in (up to ${reviewMaxLengths.country} characters); it is shown with your review.`,
  text: `Please tell other travellers about your trip in ${reviewMinTextLength} to ${reviewMaxLengths.text.toLocaleString("en-US")} characters.`,
};

/** The operator's reply: public, under the review. */
export const replyMaxLength = 2000;
export const replyMessage = `Please write a reply of 1 to ${replyMaxLength.toLocaleString("en-US")} characters.`;

/** "Achieng Otieno" -> "Achieng": only the first name is ever shown. */
export function firstNameOf(fullName: string): string {
  return (fullName.trim().split(/\s+/)[0] ?? "").slice(0, reviewMaxLengths.firstName);
}
