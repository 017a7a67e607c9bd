import type { Route } from "./+types/media";
import { AdminShell } from "~/features/admin/admin-shell";
import { MediaLibrary } from "~/features/admin/media-library";
import { MediaUploadForm } from "~/features/admin/media-upload-form";
import { Notice } from "~/features/auth/notice";
import { site } from "../../../domain/site";

export function meta() {
  return [{ title: `Photos | Admin | ${site.brandName}` }];
}

export { action, loader } from "./media.server";

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const upload = actionData?.intent === "upload" ? actionData : undefined;
  return (
    <AdminShell title="Photos">
      <p className="mt-3 max-w-3xl">
        Photos for the trips and pages. Each is published without its camera data (no GPS position),
        turned upright, and served in the sizes and formats phones and desktops need. The original
        stays private.
      </p>
      <section aria-labelledby="upload-title" className="mt-6">
        <h2 id="upload-title" className="text-xl font-bold">
          Upload photos
        </h2>
        {upload ? <Notice notice={upload.notice} className="mt-3" /> : null}
        <MediaUploadForm
          // A photo added starts a fresh form; a refusal keeps what was typed.
          key={upload?.notice.tone === "success" ? upload.notice.description : "form"}
          answeredRows={upload?.rows}
          errors={upload?.errors}
        />
      </section>
      <section aria-labelledby="library-title" className="mt-8">
        <h2 id="library-title" className="text-xl font-bold">
          Library
        </h2>
        <p className="mt-1" role="status">
          {loaderData.photos.length} {loaderData.photos.length === 1 ? "photo" : "photos"}
        </p>
        <MediaLibrary photos={loaderData.photos} answer={actionData} />
      </section>
    </AdminShell>
  );
}
