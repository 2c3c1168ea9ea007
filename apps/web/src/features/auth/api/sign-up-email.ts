import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runAuthCall } from '../lib/auth-failure';
import { establishSession } from '../lib/establish-session';

export interface SignUpEmailInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** POST /api/auth/sign-up/email (better-auth); the account name is "First Last". Signs the new user in. */
export async function signUpEmail({ firstName, lastName, email, password }: SignUpEmailInput): Promise<void> {
  const name = `${firstName.trim()} ${lastName.trim()}`;
  // better-auth's client loads on the first submit, not with the page.
  const { authClient } = await import('@/lib/auth-client');
  await runAuthCall(() => authClient.signUp.email({ name, email: email.trim(), password }));
}

export function useSignUpEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpEmailInput) => {
      await signUpEmail(input);
      await establishSession(queryClient);
    },
  });
}
