import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The widths a preview shows a page at: a common phone and a laptop. */
const frames = [
  { label: "Phone", width: 390, height: 844 },
  { label: "Desktop", width: 1280, height: 800 },
] as const;

/**
 * A draft's page exactly as it will look, at a phone's and a desktop's width side by side, each a
 * frame of its /admin-preview/ address (the page drawn by the public page's own component).
 */
function PreviewFrames({ src, title }: { src: string; title: string }) {
  return (
    <div className="mt-6 flex flex-wrap items-start gap-6">
      {frames.map((frame) => (
        <figure key={frame.label} className="max-w-full">
          <figcaption className="mb-2 font-semibold">
            {frame.label}, {frame.width} px wide{" "}
            <a
              href={src}
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
              src={src}
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
  );
}

/**
 * The preview of a draft (a trip, a page of the site): what it is, the way back to the editor and
 * "Publish" (the draft as saved, which the frames show), then the frames; or, when the draft does
 * not validate, the way back to fix it.
 */
export function DraftPreview({
  editorPath,
  framedPath,
  title,
  version,
}: {
  editorPath: string;
  framedPath: string;
  /** The draft's title; null when the draft has fields to fix. */
  title: string | null;
  version: number;
}) {
  if (!title)
    return (
      <p className="mt-4">
        The draft has fields to fix before it can be previewed.{" "}
        <Link to={editorPath} className="underline">
          Back to editing
        </Link>
      </p>
    );
  return (
    <>
      <p className="mt-3 max-w-3xl">
        This is the draft as the site will show it once published. Nothing here is on the site yet.
      </p>
      <Form method="post" action={editorPath} className="mt-4 flex flex-wrap gap-2">
        <input type="hidden" name="version" value={version} />
        <Link to={editorPath} className="inline-flex min-h-11 items-center font-semibold underline">
          Back to editing
        </Link>
        <Button type="submit" name="intent" value="publish-stored">
          Publish
        </Button>
      </Form>
      <PreviewFrames src={framedPath} title={title} />
    </>
  );
}
