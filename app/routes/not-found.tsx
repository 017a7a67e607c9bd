import { Compass } from "lucide-react";
import type { Route } from "./+types/not-found";
import { ButtonLink } from "~/components/ui/button";

export function meta() {
  return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
}

export { loader } from "./not-found.server";

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <Compass aria-hidden="true" className="size-14 text-ochre-600" />
      <h1 className="mt-6 text-4xl font-bold sm:text-5xl">Oops! Page not found</h1>
      <p className="mt-4 text-lg">
        We couldn't find{" "}
        <code className="rounded bg-sand-100 px-1.5 py-0.5 text-base break-all">
          {loaderData.path}
        </code>
        . The trail may have moved.
      </p>
      <ButtonLink to="/" size="lg" className="mt-8">
        Return to Home
      </ButtonLink>
    </section>
  );
}
