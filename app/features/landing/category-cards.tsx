import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { categories } from "../../../domain/catalogue/categories";
import type { SceneId } from "../../../domain/catalogue/trip-schema";
import { usePrice } from "~/features/currency/use-price";
import { Illustration } from "~/components/illustration";

const categoryScenes: Record<string, SceneId> = {
  "summit-treks": "mount-kenya",
  "wild-adventures": "savanna",
  "seasonal-escapes": "crater-lake",
};

/**
 * The landing page's three category cards, each with its listing's words (decision 0070), its
 * trip count and lowest 'From' price.
 */
export interface CategoryStats {
  tagline: string;
  description: string;
  count: number;
  /** The lowest of the category's cards' "From" figures; null when prices could not be read. */
  lowestPrice: number | null;
}

export function CategoryCards({ stats }: { stats: Record<string, CategoryStats> }) {
  const showPrice = usePrice();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {categories.map((category) => {
        const listing = stats[category.id];
        if (!listing) return null;
        const { count, lowestPrice } = listing;
        return (
          <li key={category.id}>
            <Link
              to={category.path}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm transition-shadow hover:shadow-lg"
            >
              <Illustration
                scene={categoryScenes[category.id] ?? "savanna"}
                alt=""
                className="aspect-[3/2] transition-transform duration-300 group-hover:scale-[1.03]"
              />
              <div className="flex flex-1 flex-col gap-2 p-6">
                <h3 className="text-2xl font-bold">{category.title}</h3>
                <p className="text-sm font-semibold text-ochre-700">{listing.tagline}</p>
                <p className="flex-1 leading-7">{listing.description}</p>
                <p className="mt-2 flex items-center justify-between text-sm">
                  <span>
                    {count} trips
                    {lowestPrice !== null ? (
                      <>
                        {" "}
                        · from <strong>{showPrice(lowestPrice)}</strong>
                      </>
                    ) : null}
                  </span>
                  <span className="flex items-center gap-1 font-semibold text-forest-800">
                    Explore{" "}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-1"
                    />
                  </span>
                </p>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
