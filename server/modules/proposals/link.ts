import { signToken, verifyToken } from "../../platform/signed-token";

/**
 * The client's link, `/proposals/<token>` (decision 0071): the proposal's id and its link version,
 * signed with the auth secret for this purpose only (server/platform/signed-token.ts, as the
 * review and traveller links are). It opens the latest sent version without an account. "New
 * link" moves the proposal's link version, so a link sent to a wrong address stops opening
 * anything; the id alone opens nothing.
 */
const PROPOSAL_LINK_PURPOSE = "proposal-link-v1";

export function proposalToken(secret: string, proposalId: string, linkVersion: number): string {
  return signToken(secret, PROPOSAL_LINK_PURPOSE, `${proposalId}_${linkVersion}`);
}

export function proposalPath(secret: string, proposalId: string, linkVersion: number): string {
  return `/proposals/${proposalToken(secret, proposalId, linkVersion)}`;
}

/** What a genuine token names, or null for a forged or malformed one. */
export function readProposalToken(
  secret: string,
  token: string,
): { proposalId: string; linkVersion: number } | null {
  const value = verifyToken(secret, PROPOSAL_LINK_PURPOSE, token);
  const match = value ? /^([0-9a-f-]{36})_(\d{1,9})$/.exec(value) : null;
  return match ? { proposalId: match[1]!, linkVersion: Number(match[2]) } : null;
}
