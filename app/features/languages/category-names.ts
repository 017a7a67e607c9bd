import type { CategoryId } from "../../../domain/catalogue/trip-schema";
import { m } from "~/i18n/messages";

/** Each catalogue category's name as the interface says it (decision 0075). */
export const categoryName: Record<CategoryId, typeof m.category_summit_treks> = {
  "summit-treks": m.category_summit_treks,
  "wild-adventures": m.category_wild_adventures,
  "seasonal-escapes": m.category_seasonal_escapes,
};
