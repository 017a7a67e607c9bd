// The testimonials module's public face: other modules, HTTP adapters and routes import it from
// here, never from its files (scripts/check-architecture.mjs).
// The landing page's testimonials, each with a source: a review from this site or another site's
// review (issue 29 slice 3, decision 0068). Owns `testimonials` and its "testimonials" row of
// `content_versions`.
export {
  landingTestimonialsOrNone,
  listTestimonialsForAdmin,
  moveTestimonial,
  removeTestimonial,
  saveTestimonial,
  setTestimonialStatus,
  testimonialForEditor,
} from "./testimonials";
export type {
  AdminTestimonial,
  SaveTestimonialOutcome,
  TestimonialEditorState,
  TestimonialInput,
} from "./testimonials";
export { seedTestimonials, watchTestimonials } from "./publication";
