import { useEffect, useRef, type ReactNode } from "react";

/** The sticky header's height and a gap below it: where a short panel sticks (5rem). */
const TOP_WHEN_SHORT = 80;
/** The gap kept under a tall panel's bottom once it sticks. */
const BOTTOM_GAP = 16;

/**
 * The trip page's sidebar on a desktop (issue 28, "Also found"). It follows the page as the
 * visitor reads: a panel shorter than the window sticks under the header; a taller one scrolls
 * with the page until its bottom (the total and "Continue to booking") reaches the window's
 * bottom, and sticks there. So the panel never scrolls inside a box of its own, and every field
 * and button in it can be reached by scrolling the page. Without JavaScript it stays in place
 * (`top: auto` keeps a sticky element where it is).
 *
 * Once the panel's top has reached the header (after "Check dates and book", or scrolling), its
 * summary sticks to the window's bottom (`data-summary-sticks`, app.css), so the total and the
 * main button stay in sight while the visitor fills in the panel; before that the summary stays
 * in its place and the panel's heading shows. The summary's height, measured here, is how far
 * above it a focused field stops (booking-panel.tsx's scroll margin).
 */
export function BookingAside({ children }: { children: ReactNode }) {
  const asideRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const aside = asideRef.current;
    if (!aside || typeof ResizeObserver === "undefined") return;
    const place = () => {
      const top = Math.min(TOP_WHEN_SHORT, window.innerHeight - aside.offsetHeight - BOTTOM_GAP);
      aside.style.setProperty("--booking-aside-top", `${top}px`);
      const summary = aside.querySelector<HTMLElement>("[data-sticky-summary]");
      aside.style.setProperty("--sticky-summary-height", `${summary?.offsetHeight ?? 0}px`);
      aside.toggleAttribute(
        "data-summary-sticks",
        aside.getBoundingClientRect().top <= TOP_WHEN_SHORT + 1,
      );
    };
    let frame = 0;
    const placeOnScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(aside);
    window.addEventListener("resize", place);
    window.addEventListener("scroll", placeOnScroll, { passive: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", placeOnScroll);
    };
  }, []);
  return (
    <aside
      ref={asideRef}
      aria-label="Pricing and booking"
      className="no-print lg:sticky lg:top-(--booking-aside-top,auto) lg:self-start"
    >
      {children}
    </aside>
  );
}
