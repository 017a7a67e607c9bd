import type { Route } from "./+types/auth-verified";
import { getSessionUser } from "../../server/modules/accounts";
import { verificationResult } from "../../domain/auth/verification-result";

/**
 * The verification link's landing page. In the browser that signed up, better-auth has just
 * signed the new customer in; anywhere else the link only confirmed the address (decision 0014)
 * and the reader signs in themselves, so the page offers what fits the session it sees.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getSessionUser(request);
  return {
    result: verificationResult(url.searchParams.get("error")),
    signedIn: user !== null,
  };
}
