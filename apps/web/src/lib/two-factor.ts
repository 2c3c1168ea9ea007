import { authErrorMessage, type AuthError } from './auth-error';

/**
 * better-auth's two-factor endpoints (/api/auth/two-factor/*), shared by the sign-in form (second step) and the
 * own-profile settings. Each resolves to the endpoint's data or throws an Error with the server's message.
 */
async function post<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const { authClient } = await import('./auth-client');
  const result = await authClient.$fetch<T>(path, { method: 'POST', body });
  if (result.error) throw new Error(authErrorMessage(result.error as AuthError));
  return result.data as T;
}

export const twoFactor = {
  enable: (password: string) => post<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', { password }),
  disable: (password: string) => post<{ status: boolean }>('/two-factor/disable', { password }),
  verifyTotp: (code: string) => post<unknown>('/two-factor/verify-totp', { code }),
  verifyRecoveryCode: (code: string) => post<unknown>('/two-factor/verify-backup-code', { code }),
};

/** The base32 secret of an otpauth:// URI, for typing into an authenticator app. */
export const totpSecretOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret') ?? '';
