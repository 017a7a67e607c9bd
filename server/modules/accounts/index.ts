// The accounts module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// Accounts and sign-in (better-auth and its hooks), sessions, roles, two-factor sign-in for admins,
// the account's data export and erasure. Owns better-auth's tables and `user_roles`.
export { bookingsBlockingDeletion, dataSubjectOf, exportAccountData } from "./account-data";
export {
  requestResetAction,
  resetPasswordAction,
  signInAction,
  signOutAction,
  signUpAction,
} from "./actions";
export { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth } from "./auth-instance";
export type { Auth } from "./auth-instance";
export { authGateRefusal } from "./endpoint-gate";
export { authErrorMessage, callAuth, cookieHeaders, errorCodeOf } from "./forward";
export { emailChangeRequestedEmail } from "./mails";
export { UnknownUserError, grantRole, resetTwoFactor, revokeRole } from "./roles";
export {
  EDITOR_HOME_PATH,
  TWO_FACTOR_SETUP_PATH,
  getSessionUser,
  isAdmin,
  isVerifiedAdmin,
  readSession,
  requireAdmin,
  requireStaff,
  requireUser,
  staffRole,
} from "./session";
export type { SessionUser, StaffUser } from "./session";
export type { StaffRole } from "./roles";
export {
  confirmEnrolmentAction,
  forgetRecoveryCodesCookie,
  hasTwoFactorChallenge,
  pendingEnrolment,
  recoveryCodes,
  startEnrolmentAction,
  verifySecondFactorAction,
  wantsRecoveryCodes,
} from "./two-factor";
