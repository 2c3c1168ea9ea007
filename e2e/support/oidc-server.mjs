#!/usr/bin/env node
// A real OpenID provider for the end-to-end suite (discovery, authorization code + PKCE, token, userinfo, refresh
// tokens), built on `oidc-provider` with its development login and consent pages. Any login id signs in: the id
// becomes the subject and, unless it already is one, `${id}@idp.example` the email. Listens on 127.0.0.1 only.
import { generateKeyPairSync, randomBytes } from 'node:crypto';

// oidc-provider warns (once each) about Node 20, its in-memory adapter and its development interaction pages; all
// three are deliberate for a throwaway test provider, so they are not printed. Everything else is.
const warn = console.warn.bind(console);
console.warn = (...args) => {
  if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider WARNING:')) return;
  warn(...args);
};
const { default: Provider } = await import('oidc-provider');
const { calendarEvents } = await import('./calendar-events.mjs');

const port = Number(process.env.E2E_IDP_PORT ?? 3211);
const appPort = Number(process.env.E2E_APP_PORT ?? 3210);
const issuer = `http://localhost:${port}`;

const client = {
  client_id: process.env.E2E_OIDC_CLIENT_ID ?? 'praxis-e2e',
  client_secret: process.env.E2E_OIDC_CLIENT_SECRET ?? 'praxis-e2e-secret',
  redirect_uris: [`http://localhost:${appPort}/api/auth/callback/oidc`],
  grant_types: ['authorization_code', 'refresh_token'],
  response_types: ['code'],
  // better-auth's generic OAuth sends the secret in the form body unless told `authentication: 'basic'`.
  token_endpoint_auth_method: 'client_secret_post',
};

const emailOf = (id) => (id.includes('@') ? id : `${id}@idp.example`);
const nameOf = (id) => {
  const local = id.split('@')[0] ?? id;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join(' ');
};

// A fresh signing key per run keeps the provider from falling back to its (warned-about) development keys.
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'e2e', use: 'sig', alg: 'RS256' };

const provider = new Provider(issuer, {
  clients: [client],
  jwks: { keys: [signingKey] },
  cookies: { keys: [randomBytes(32).toString('hex')] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  scopes: ['openid', 'offline_access', 'email', 'profile'],
  // The app must use PKCE even though it is a confidential client.
  pkce: { required: () => true },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return { sub: id, email: emailOf(id), email_verified: true, name: nameOf(id) || id };
      },
    };
  },
  ttl: {
    AccessToken: 3600,
    AuthorizationCode: 60,
    Grant: 3600,
    IdToken: 3600,
    Interaction: 600,
    RefreshToken: 86_400,
    Session: 3600,
  },
});

// The development pages import a web font from Google; the suite runs offline, so the import is dropped rather
// than left to fail (or hang on DNS) in the browser.
provider.use(async (ctx, next) => {
  await next();
  if (typeof ctx.body === 'string' && ctx.type === 'text/html') {
    ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);/g, '');
  }
});

// A calendar events endpoint in Google's shape (the app's CALENDAR_EVENTS_URL in e2e): it accepts only access
// tokens this provider issued (and still knows), so the app must use a token it really refreshed. It answers the
// signed-in account's week (support/calendar-events.mjs) for the range asked, and one event today.
provider.use(async (ctx, next) => {
  if (ctx.path !== '/calendar/events') return next();
  const bearer = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
  const token = bearer ? await provider.AccessToken.find(bearer) : undefined;
  if (!token) {
    ctx.status = 401;
    ctx.body = { error: 'invalid_token' };
    return;
  }
  const day = new Date().toISOString().slice(0, 10);
  const timeMin = ctx.query.timeMin ?? `${day}T00:00:00Z`;
  const timeMax = ctx.query.timeMax ?? `${day}T23:59:59Z`;
  ctx.body = {
    items: [
      {
        id: `idp-${day}`,
        summary: 'IdP calendar: Design review',
        start: { dateTime: `${day}T14:00:00Z` },
        end: { dateTime: `${day}T15:00:00Z` },
      },
      ...calendarEvents(emailOf(token.accountId), timeMin, timeMax),
    ],
  };
});

provider.on('server_error', (_ctx, error) => console.error('[oidc] server_error', error));

const server = provider.listen(port, '127.0.0.1', () => {
  console.log(`OIDC provider ready at ${issuer}/.well-known/openid-configuration (client ${client.client_id})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1_000).unref();
  });
}
