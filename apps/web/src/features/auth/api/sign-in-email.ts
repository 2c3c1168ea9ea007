import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { establishSession, runAuthCall } from '../lib/auth-failure';

export interface SignInEmailInput {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email (better-auth). Rejects with an AuthFailure carrying the server's message. */
export async function signInEmail({ email, password }: SignInEmailInput): Promise<void> {
  await runAuthCall(() => authClient.signIn.email({ email: email.trim(), password }));
}

/** Signs in and loads the session; the login page then moves on by itself. */
export function useSignInEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInEmailInput) => {
      await signInEmail(input);
      await establishSession(queryClient);
    },
  });
}
