import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { APP_URL, demoAccounts, type DemoRole } from '../fixtures';

/** The labels of the main sidebar, in order, as a screen reader lists them (groups are buttons, items links). */
export async function sidebarLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  return nav.locator(':scope > ul > li > a, :scope > ul > li > button').evaluateAll((elements) =>
    elements.map(
      (element) =>
        element.getAttribute('aria-label') ??
        // The label's own span: a "Soon" mark (a screen not built yet) is not part of it.
        (element.querySelector('span') ?? element).textContent?.trim() ??
        '',
    ),
  );
}

/** An API session of its own (not the page's), for setting up data as another user. */
export async function apiSessionAs(role: DemoRole): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL: APP_URL, extraHTTPHeaders: { origin: APP_URL } });
  const { email, password } = demoAccounts[role];
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return request;
}
