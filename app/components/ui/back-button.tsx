import { ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "./button";

/**
 * Goes back to the previous page when there is one in this tab's history, otherwise
 * to `fallback`. Without JavaScript it is a plain link to `fallback`.
 */
export function BackButton({
  label = "Back",
  fallback = "/",
  historyBack = true,
  onDark = false,
}: {
  label?: string;
  fallback?: string;
  historyBack?: boolean;
  /** Light text for dark page headers. */
  onDark?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Link
      to={fallback}
      className={buttonClasses(onDark ? "ghostOnDark" : "ghost", "sm", "-ml-3")}
      onClick={(event) => {
        const state = window.history.state as { idx?: number } | null;
        if (historyBack && (state?.idx ?? 0) > 0) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
