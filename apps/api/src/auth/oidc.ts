import type { BetterAuthOptions, BetterAuthPlugin } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Env } from '../lib/env.js';

export interface OidcSetup {
  /** The provider id used in /api/auth/sign-in/social and /api/auth/callback/{id}. */
  id: string;
  label: string;
  socialProviders?: BetterAuthOptions['socialProviders'];
  plugins: BetterAuthPlugin[];
}

const DEFAULT_LABELS = { microsoft: 'Microsoft', google: 'Google', oidc: 'Single sign-on' } as const;

/**
 * Turns OIDC_* settings into better-auth configuration. `offline_access` / `accessType: offline` ask for a refresh
 * token so the server (never the browser) can refresh provider tokens, e.g. for the calendar.
 */
export function oidcSetup(env: Env): OidcSetup | null {
  const provider = env.OIDC_PROVIDER;
  if (!provider || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  const label = env.OIDC_LABEL ?? DEFAULT_LABELS[provider];
  const credentials = { clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET };
  switch (provider) {
    case 'microsoft':
      return {
        id: 'microsoft',
        label,
        plugins: [],
        socialProviders: {
          microsoft: { ...credentials, tenantId: env.OIDC_TENANT_ID ?? 'common', prompt: 'select_account' },
        },
      };
    case 'google':
      return {
        id: 'google',
        label,
        plugins: [],
        socialProviders: { google: { ...credentials, accessType: 'offline', prompt: 'select_account consent' } },
      };
    case 'oidc':
      return {
        id: 'oidc',
        label,
        plugins: [
          genericOAuth({
            config: [
              {
                providerId: 'oidc',
                name: label,
                discoveryUrl: env.OIDC_DISCOVERY_URL,
                ...credentials,
                scopes: ['openid', 'email', 'profile', 'offline_access'],
                pkce: true,
                prompt: 'consent',
                // Sign Out ends the Praxis session only and lands on /login (docs/product.md §2); it does not also sign
                // the person out of the firm's identity provider (RP-initiated logout), which other apps share.
                disableProviderLogout: true,
              },
            ],
          }),
        ],
      };
  }
}
