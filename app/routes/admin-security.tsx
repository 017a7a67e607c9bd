import { ShieldCheck } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/admin-security";
import { BackButton } from "~/components/ui/back-button";
import { site } from "../../domain/site";
import { requireAdmin } from "../../server/auth/session";

export function meta() {
  return [
    { title: `Pricing Security Audit | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

// The admin gate runs on the server before anything renders: signed out -> /auth, not admin -> /.
/** Pass the loader's no-store on to the document response. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({}, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AdminSecurity() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <BackButton label="Back to Admin" fallback="/admin" historyBack={false} />
      <div className="mt-4 flex items-center gap-3">
        <ShieldCheck aria-hidden="true" className="size-8 text-forest-700" />
        <h1 className="text-3xl font-bold sm:text-4xl">Pricing Security Audit</h1>
      </div>
      <p className="mt-3 text-lg">The findings and their status appear here.</p>
    </section>
  );
}
