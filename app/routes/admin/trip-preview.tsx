import type { Route } from "./+types/trip-preview";
import { AdminShell } from "~/features/admin/admin-shell";
import { DraftPreview } from "~/features/admin/preview-frames";
import { site } from "../../../domain/site";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Preview ${loaderData?.title ?? "trip"} | Admin | ${site.brandName}` }];
}

export { loader } from "./trip-preview.server";

/**
 * The draft's page exactly as it will look, at a phone's and a desktop's width side by side (each
 * a frame of /admin-preview/trips/<id>, the page drawn by the public page's own component), with
 * the way back to the editor and "Publish".
 */
export default function TripPreview({ loaderData }: Route.ComponentProps) {
  const { id, version, title } = loaderData;
  return (
    <AdminShell title={title ? `Preview: ${title}` : "Preview"}>
      <DraftPreview
        editorPath={`/admin/trips/${id}`}
        framedPath={`/admin-preview/trips/${id}`}
        title={title}
        version={version}
      />
    </AdminShell>
  );
}
