import type { ReactNode } from "react";

/**
 * A wide table's own scrolling region: on a phone the table scrolls sideways inside it (with a
 * visible line saying so) while the page itself never does. Focusable and named, so a keyboard can
 * scroll it and a screen reader announces what it holds. Printing hides the hint.
 */
export function ScrollRegion({
  labelledBy,
  label,
  hint,
  className,
  children,
}: {
  /** The id of the caption that names the table. */
  labelledBy?: string;
  /**
   * The region's name when the table's heading already names a region around it (a section):
   * two regions of one name would be one too many landmarks to tell apart.
   */
  label?: string;
  /** What the phone's reader misses without scrolling: "swipe it to see paid and balance". */
  hint: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`max-w-full overflow-x-auto ${className ?? ""}`}
      role="region"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      tabIndex={0}
    >
      <p className="no-print text-sm md:hidden">The table scrolls sideways: {hint}.</p>
      {children}
    </div>
  );
}
