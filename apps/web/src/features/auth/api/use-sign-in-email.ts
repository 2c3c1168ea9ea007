import { useMutation, useQueryClient } from '@tanstack/react-query';
import { establishSession } from '../lib/establish-session';
import { signInEmail, type SignInEmailInput } from './sign-in-email';

/** Signs in and loads the session (the login page then moves on by itself), unless a second factor is needed. */
export function useSignInEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInEmailInput) => {
      const { needsSecondFactor } = await signInEmail(input);
      if (!needsSecondFactor) await establishSession(queryClient);
      return { needsSecondFactor };
    },
  });
}
