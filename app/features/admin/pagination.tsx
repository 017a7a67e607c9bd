import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** Previous / next links for an admin list whose filters live in the URL. */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
}: {
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
}) {
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link to={hrefForPage(page - 1)} className={buttonClasses("outline", "sm")}>
          Previous page
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefForPage(page + 1)} className={buttonClasses("outline", "sm")}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
