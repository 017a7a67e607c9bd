import { ButtonLink } from "~/components/ui/button";

/**
 * Pages behind a personal link or with personal data (the review link, a traveller's details
 * link, the booker's traveller details): the loader's or the action's no-store reaches the
 * document, so no browser or page cache keeps it.
 */
export function personalPageHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}): Headers {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** A personal link that was refused: what happened, in a sentence, and the way home. */
export function RefusedLink({ title, error }: { title: string; error: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p role="alert" className="mt-4 text-lg">
        {error}
      </p>
      <ButtonLink to="/" className="mt-8">
        Back to the home page
      </ButtonLink>
    </section>
  );
}
