import type { Route } from "./+types/page-preview";
import { AdminShell } from "~/features/admin/admin-shell";
import { DraftPreview } from "~/features/admin/preview-frames";
import { site } from "../../../domain/site";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Preview ${loaderData?.title ?? "page"} | Admin | ${site.brandName}` }];
}

export { loader } from "./page-preview.server";

/**
 * A page's draft exactly as it will look, at a phone's and a desktop's width side by side (each a
 * frame of /admin-preview/pages/<key>, drawn by the public page's own component), with the way
 * back to the editor and "Publish".
 */
export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const { key, version, title } = loaderData;
  return (
    <AdminShell title={title ? `Preview: ${title}` : "Preview"}>
      <DraftPreview
        editorPath={`/admin/pages/${key}`}
        framedPath={`/admin-preview/pages/${key}`}
        title={title}
        version={version}
      />
    </AdminShell>
  );
}
