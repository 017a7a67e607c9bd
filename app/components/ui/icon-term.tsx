import type { LucideIcon } from "lucide-react";

/**
 * A description list's term shown as an icon, its word read by screen readers only. The icon
 * stands inside the <dt>: a <dl>'s groups may hold only terms and values, so an icon beside them
 * is invalid HTML.
 */
export function IconTerm({
  icon: Icon,
  term,
  className,
}: {
  icon: LucideIcon;
  term: string;
  className: string;
}) {
  return (
    <dt>
      <Icon aria-hidden="true" className={className} />
      <span className="sr-only">{term}</span>
    </dt>
  );
}
