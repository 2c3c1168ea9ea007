export { SignInRedirect as Component } from '@/features/auth/components/sign-in-redirect';
