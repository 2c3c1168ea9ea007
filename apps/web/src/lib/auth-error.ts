// better-auth's error shape and its message for forms, without the client itself (which loads on first use).
/** The `{ message, status, code }` better-auth returns for a refused request. */
export interface AuthError {
  message?: string | undefined;
  status: number;
  code?: string | undefined;
}

/** A message fit for the form, whatever shape the failure came in. */
export function authErrorMessage(error: AuthError | null | undefined): string {
  if (error?.message) return error.message;
  if (error?.status === 429) return 'Too many attempts. Please wait a moment and try again.';
  return 'Something went wrong. Please try again.';
}
