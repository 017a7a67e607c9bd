import { useEffect } from "react";

/**
 * Smooth scrolling for in-page anchors only. A page-wide `scroll-behavior: smooth` also animated
 * React Router's jump to the top of a new page, so every page change first showed the new page
 * at the old scroll position. Now the root element carries SMOOTH_ANCHORS_CLASS only while a
 * link to a place on the same page scrolls there; the CSS (app.css) applies it only when the
 * visitor has not asked for reduced motion.
 */
export const SMOOTH_ANCHORS_CLASS = "smooth-anchors";

/** Longest a smooth scroll is given before the class goes, in case `scrollend` never fires. */
const SMOOTH_SCROLL_LIMIT_MS = 1500;

/**
 * The fragment a link leads to when it stays on the current page ("/#contact" on the landing
 * page, "#main"), or null when following it loads another page or it has no fragment.
 */
export function inPageFragment(href: string, current: string): string | null {
  let target: URL;
  let here: URL;
  try {
    here = new URL(current);
    target = new URL(href, here);
  } catch {
    return null;
  }
  const samePage =
    target.origin === here.origin &&
    target.pathname === here.pathname &&
    target.search === here.search;
  if (!samePage || target.hash.length < 2) return null;
  try {
    return decodeURIComponent(target.hash.slice(1));
  } catch {
    return target.hash.slice(1);
  }
}

/** Listens once on the document for clicks on links to a place on the same page. */
export function useSmoothInPageAnchors(): void {
  useEffect(() => {
    const root = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let startedAt = 0;
    const stop = () => {
      root.classList.remove(SMOOTH_ANCHORS_CLASS);
      clearTimeout(timer);
    };
    // A scroll the visitor was already making can end just after the click: that is not ours.
    const onScrollEnd = () => {
      if (performance.now() - startedAt > 100) stop();
    };
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return;
      const fragment = inPageFragment(link.href, window.location.href);
      if (!fragment || !document.getElementById(fragment)) return;
      // The browser (or React Router, for a <Link>) does the scrolling; this only makes it smooth.
      stop();
      startedAt = performance.now();
      root.classList.add(SMOOTH_ANCHORS_CLASS);
      timer = setTimeout(stop, SMOOTH_SCROLL_LIMIT_MS);
    };
    // Capture phase: React Router's <Link> handles the click at the same node and would run first.
    document.addEventListener("click", onClick, true);
    window.addEventListener("scrollend", onScrollEnd);
    return () => {
      stop();
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("scrollend", onScrollEnd);
    };
  }, []);
}
