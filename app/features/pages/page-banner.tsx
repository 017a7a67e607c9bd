import type { ReactNode } from "react";
import { BackButton } from "~/components/ui/back-button";
import { cn } from "~/lib/cn";

/** The dark band at the top of a trust page and the team's: the way back, the heading, the intro. */
export function PageBanner({
  heading,
  intro,
  width,
  children,
}: {
  heading: string;
  intro: string;
  /** The page's own width class, so the band lines up with what follows. */
  width: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-forest-900 text-white">
      <div className={cn("mx-auto px-4 pt-6 pb-12 sm:px-6", width)}>
        <BackButton onDark />
        <h1 className="mt-6 text-4xl font-bold sm:text-5xl">{heading}</h1>
        {/* In a wide band the introduction keeps a readable line length. */}
        <p className={cn("mt-4 text-lg text-sand-100", width === "max-w-7xl" && "max-w-3xl")}>
          {intro}
        </p>
        {children}
      </div>
    </section>
  );
}
