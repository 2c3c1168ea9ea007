import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export { expect };

/** The demo firm's accounts (apps/api/src/db/seed), seeded on every e2e run by SEED_DEMO=1. */
export type DemoRole = 'admin' | 'pm' | 'employee';

export const DEMO_PASSWORD = 'demo-password';

export const demoAccounts: Record<DemoRole, { email: string; password: string }> = {
  admin: { email: 'admin@demo.local', password: DEMO_PASSWORD },
  pm: { email: 'pm@demo.local', password: DEMO_PASSWORD },
  employee: { email: 'employee@demo.local', password: DEMO_PASSWORD },
};

/** The button label of the e2e OpenID provider; must match OIDC_LABEL in e2e/support/app-server.mjs. */
export const OIDC_LABEL = process.env.E2E_OIDC_LABEL ?? 'Praxis IdP';

/** The app under test; the port must match playwright.config.ts. */
export const APP_URL = `http://localhost:${process.env.E2E_APP_PORT ?? 3210}`;

/**
 * better-auth refuses a cookie-carrying POST without an Origin header (CSRF). Browsers send one; API calls made with
 * page.request do not, so they send the one a browser on the app would.
 */
const SAME_ORIGIN = { origin: APP_URL };

/** The e2e OpenID provider (e2e/support/oidc-server.mjs); the port must match playwright.config.ts. */
export const IDP_URL = `http://localhost:${process.env.E2E_IDP_PORT ?? 3211}`;

/** An address no other test (or earlier run against the same database) uses. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.example`;
}

/** A login id for the OpenID provider, unique per call; the provider answers with `${id}@idp.example`. */
export function uniqueIdpLogin(prefix = 'sso'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}`;
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new person with a name of their own, so that no two specs' people share a row, card or option by name. */
export function newAccount(prefix = 'e2e'): NewAccount {
  const lastName = `Tester-${randomUUID().slice(0, 6)}`;
  return { firstName: 'Avery', lastName, email: uniqueEmail(prefix), password: `pw-${randomUUID()}` };
}

/** The shape of GET /api/me that the specs read (packages/shared `meSchema`). */
export interface MeBody {
  user: { id: string; email: string; name: string };
  consultant: { id: string; jobTitle: string } | null;
  primaryRole: string;
  roles: string[];
}

/** GET /api/me with whatever cookies `request` carries; page.request shares the page's. */
export async function fetchMe(request: APIRequestContext): Promise<MeBody> {
  const response = await request.get('/api/me');
  expect(response.status(), 'GET /api/me should answer 200 when signed in').toBe(200);
  return (await response.json()) as MeBody;
}

/**
 * Signs in with email and password through better-auth's endpoint. With page.request the session cookie lands in
 * the page's browser context, so this is the fast path for specs that are not about signing in.
 */
export async function signInThroughApi(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password }, headers: SAME_ORIGIN });
  expect(response.status(), `sign-in of ${email} through the API`).toBe(200);
}

/** Creates (and signs in) an email + password account through better-auth's sign-up endpoint. */
export async function signUpThroughApi(request: APIRequestContext, account: NewAccount): Promise<void> {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name: `${account.firstName} ${account.lastName}`, email: account.email, password: account.password },
    headers: SAME_ORIGIN,
  });
  expect(response.status(), `sign-up of ${account.email} through the API`).toBe(200);
}

/** The /login page, found the way a user (or a screen reader) finds it. */
export function loginPage(page: Page) {
  return {
    signInHeading: page.getByRole('heading', { name: 'Sign in to Praxis' }),
    signUpHeading: page.getByRole('heading', { name: 'Create your account' }),
    firstName: page.getByLabel('First name'),
    lastName: page.getByLabel('Last name'),
    email: page.getByLabel('Email'),
    password: page.getByLabel('Password'),
    signInButton: page.getByRole('button', { name: 'Sign In', exact: true }),
    signUpButton: page.getByRole('button', { name: 'Sign Up', exact: true }),
    switchToSignUp: page.getByRole('link', { name: 'Sign up', exact: true }),
    singleSignOnButton: page.getByRole('button', { name: `Continue with ${OIDC_LABEL}` }),
    alert: page.getByRole('alert'),
  };
}

/** Fills and submits the real sign-in form; the page must already be on /login. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const login = loginPage(page);
  await expect(login.signInHeading).toBeVisible();
  await login.email.fill(email);
  await login.password.fill(password);
  await login.signInButton.click();
}

/**
 * Completes oidc-provider's development pages: the login form (any login, any password) unless the provider
 * already has a session for this browser, then the consent page, which `prompt=consent` always shows.
 */
export async function completeIdpSignIn(page: Page, idpLogin: string): Promise<void> {
  // Wait for the provider first: until the browser has left the app, its "Continue with …" button is on screen.
  await page.waitForURL(`${IDP_URL}/interaction/**`);
  const loginField = page.getByPlaceholder('Enter any login');
  const consentButton = page.getByRole('button', { name: 'Continue', exact: true });
  await expect(loginField.or(consentButton)).toBeVisible();
  if (await loginField.isVisible()) {
    await loginField.fill(idpLogin);
    await page.getByPlaceholder('and password').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in', exact: true }).click();
  }
  await consentButton.click();
}

/** The user menu in the shell's header: its trigger is named "Account menu for {name}". */
/**
 * The page's serious and critical accessibility violations (axe), as `{ id, nodes }` so that a failure names what
 * broke where; `within` limits the check to one part of the page. Every axe check of the suite goes through here.
 */
export async function seriousViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

export function userMenuButton(page: Page) {
  return page.getByRole('button', { name: /^Account menu for / });
}

/**
 * Opens the user menu. The menu's code loads when the user reaches for it, behind a same-looking placeholder
 * button (aria-haspopup="menu") whose click opens the real menu as soon as its code has arrived.
 */
export async function openUserMenu(page: Page) {
  const trigger = userMenuButton(page);
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await trigger.click();
  await expect(page.getByRole('menu')).toBeVisible();
}

interface Fixtures {
  /**
   * Signs the page's browser context in as a demo account. `via: 'api'` (the default) posts to better-auth
   * directly; `via: 'ui'` goes through the /login form. Neither navigates afterwards, except that the UI path
   * waits until the app has left /login.
   */
  signIn: (role: DemoRole, options?: { via?: 'api' | 'ui' }) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  signIn: async ({ page }, use) => {
    await use(async (role, { via = 'api' } = {}) => {
      const { email, password } = demoAccounts[role];
      if (via === 'api') {
        await signInThroughApi(page.request, email, password);
        return;
      }
      await page.goto('/login');
      await signInThroughForm(page, email, password);
      await expect(page).not.toHaveURL(/\/login(\?|$)/);
    });
  },
});
