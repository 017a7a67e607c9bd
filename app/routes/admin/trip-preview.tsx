import { Form, Link } from "react-router";
import type { Route } from "./+types/trip-preview";
import { Button } from "~/components/ui/button";
import { AdminShell } from "~/features/admin/admin-shell";
import { site } from "../../../domain/site";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Preview ${loaderData?.title ?? "trip"} | Admin | ${site.brandName}` }];
}

export { loader } from "./trip-preview.server";

/** The widths the preview shows the page at: a common phone and a laptop. */
const frames = [
  { label: "Phone", width: 390, height: 844 },
  { label: "Desktop", width: 1280, height: 800 },
] as const;

/**
 * The draft's page exactly as it will look, at a phone's and a desktop's width side by side (each
 * a frame of /admin-preview/trips/<id>, the page drawn by the public page's own component), with
 * the way back to the editor and "Publish".
 */
export default function TripPreview({ loaderData }: Route.ComponentProps) {
  const { id, version, title } = loaderData;
  const framed = `/admin-preview/trips/${id}`;
  return (
    <AdminShell title={title ? `Preview: ${title}` : "Preview"}>
      {title ? (
        <>
          <p className="mt-3 max-w-3xl">
            This is the draft as the site will show it once published. Nothing here is on the site
            yet.
          </p>
          <Form method="post" action={`/admin/trips/${id}`} className="mt-4 flex flex-wrap gap-2">
            <input type="hidden" name="version" value={version} />
            <Link
              to={`/admin/trips/${id}`}
              className="inline-flex min-h-11 items-center font-semibold underline"
            >
              Back to editing
            </Link>
            <Button type="submit" name="intent" value="publish-stored">
              Publish
            </Button>
          </Form>
          <div className="mt-6 flex flex-wrap items-start gap-6">
            {frames.map((frame) => (
              <figure key={frame.label} className="max-w-full">
                <figcaption className="mb-2 font-semibold">
                  {frame.label}, {frame.width} px wide{" "}
                  <a
                    href={framed}
                    target="_blank"
                    rel="noreferrer"
                    className="text-sm font-normal underline"
                  >
                    (open on its own)
                  </a>
                </figcaption>
                <div
                  className="max-w-full overflow-x-auto rounded-xl border border-sand-200 bg-white"
                  role="region"
                  aria-label={`${frame.label} preview, scrolls sideways`}
                  tabIndex={0}
                >
                  <iframe
                    src={framed}
                    title={`${title}: the draft at ${frame.width} px`}
                    width={frame.width}
                    height={frame.height}
                    className="block"
                    loading="lazy"
                  />
                </div>
              </figure>
            ))}
          </div>
        </>
      ) : (
        <p className="mt-4">
          The draft has fields to fix before it can be previewed.{" "}
          <Link to={`/admin/trips/${id}`} className="underline">
            Back to editing
          </Link>
        </p>
      )}
    </AdminShell>
  );
}
