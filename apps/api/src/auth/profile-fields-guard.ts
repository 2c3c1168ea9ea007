import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';

/** The account fields a person never writes through better-auth: what others see comes from the profile. */
const PROFILE_OWNED = ['name', 'image'] as const;

export const PROFILE_FIELDS_MESSAGE =
  'Your name and photo come from your consultant profile: change them on My Profile.';

/**
 * better-auth's `update-user` would let anyone rename their account (and so sign status updates, referrals and
 * uploads with an admin's name) or store any `image` URL. Display names and photos are the consultant profile's,
 * edited through the API's own rules, so a body naming either field is refused before better-auth writes anything.
 */
export function profileFieldsGuardPlugin(): BetterAuthPlugin {
  return {
    id: 'praxis-profile-fields-guard',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/update-user',
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const named = PROFILE_OWNED.filter((field) => field in body);
            if (!named.length) return;
            throw new APIError('FORBIDDEN', {
              code: 'FORBIDDEN',
              message: PROFILE_FIELDS_MESSAGE,
              details: { fields: Object.fromEntries(named.map((field) => [field, PROFILE_FIELDS_MESSAGE])) },
            });
          }),
        },
      ],
    },
  };
}
