import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

/**
 * A small OAuth 2.0 provider for tests: discovery, a token endpoint speaking the refresh_token grant (RFC 6749
 * §6: form-encoded POST, client credentials in the body, rotating refresh tokens) and a Google-shaped events
 * endpoint that checks the bearer token. `calls` records every token request; `failWith` makes it refuse.
 */
export async function startFakeCalendarProvider(options: { clientId: string; clientSecret: string; delayMs?: number }) {
  const state = {
    calls: [] as { contentType: string | undefined; form: Record<string, string> }[],
    validRefreshTokens: new Set<string>(),
    validAccessTokens: new Set<string>(),
    failWith: null as number | null,
    issued: 0,
    /** Google-shaped events to answer instead of the two defaults. */
    events: null as unknown[] | null,
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
      });
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      state.calls.push({ contentType: req.headers['content-type'], form });
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (state.failWith) return json(state.failWith, { error: 'temporarily_unavailable' });
      if (form.client_id !== options.clientId || form.client_secret !== options.clientSecret) {
        return json(401, { error: 'invalid_client' });
      }
      if (form.grant_type !== 'refresh_token' || !state.validRefreshTokens.has(form.refresh_token ?? '')) {
        return json(400, { error: 'invalid_grant' });
      }
      state.validRefreshTokens.delete(form.refresh_token ?? '');
      state.issued += 1;
      const access = `access-${state.issued}`;
      const refresh = `refresh-${state.issued}`;
      state.validAccessTokens.add(access);
      state.validRefreshTokens.add(refresh);
      return json(200, { access_token: access, token_type: 'Bearer', expires_in: 3600, refresh_token: refresh });
    }
    if (url.pathname === '/events') {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !state.validAccessTokens.has(bearer)) return json(401, { error: 'invalid_token' });
      if (state.events) return json(200, { items: state.events });
      const day = (url.searchParams.get('timeMin') ?? '2026-01-01T00:00:00Z').slice(0, 10);
      return json(200, {
        items: [
          {
            id: 'p1',
            summary: 'Dentist',
            start: { dateTime: `${day}T09:00:00Z` },
            end: { dateTime: `${day}T10:00:00Z` },
          },
          { id: 'p2', summary: 'Conference', start: { date: day }, end: { date: day } },
        ],
      });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The client the tests register with the fake provider. */
export const FAKE_PROVIDER_CLIENT = { clientId: 'praxis-test', clientSecret: 'praxis-test-secret' };

/** An app's settings for signing in through the fake provider at `origin` and reading its calendar. */
export const fakeProviderEnv = (origin: string) => ({
  OIDC_PROVIDER: 'oidc',
  OIDC_CLIENT_ID: FAKE_PROVIDER_CLIENT.clientId,
  OIDC_CLIENT_SECRET: FAKE_PROVIDER_CLIENT.clientSecret,
  OIDC_DISCOVERY_URL: `${origin}/.well-known/openid-configuration`,
  CALENDAR_EVENTS_URL: `${origin}/events`,
});
