import { makeSignature } from "better-auth/crypto";
import { probeEmail } from "../../../domain/admin/security-audit-runs";
import type { Auth } from "../accounts";
import type { ProbeSession } from "./security-audit";

/**
 * A throwaway verified customer with a live session, for the security audit's admin probes: the
 * audit asks every admin page as this customer and expects to be sent away. It is made through
 * better-auth's own adapter (no sign-up mail, no password) and deleted with its session by
 * `close`. The cookie is signed the way better-auth signs its session cookie.
 */
export async function openAuditCustomerSession(
  auth: Pick<Auth, "$context">,
): Promise<ProbeSession> {
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser(
    {
      email: probeEmail(`security-audit-${crypto.randomUUID()}`),
      name: "Security audit probe",
      emailVerified: true,
    },
    { method: "admin" },
  );
  try {
    const session = await context.internalAdapter.createSession(user.id);
    const signed = `${session.token}.${await makeSignature(session.token, context.secret)}`;
    return {
      cookie: `${context.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`,
      close: () => context.internalAdapter.deleteUser(user.id),
    };
  } catch (error) {
    await context.internalAdapter.deleteUser(user.id);
    throw error;
  }
}
