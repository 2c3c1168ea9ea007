import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { SignInPage } from '@/features/auth/sign-in/sign-in-page';
import { fullPageLoad } from '@/lib/full-page-load';
import { activateFakeApi, dispatchFetch, type createFakeApi } from './fake-api';

/** Watches full page loads (jsdom does not navigate): where the page would go, with assign or replace. */
export function watchFullPageLoads() {
  return {
    assign: vi.spyOn(fullPageLoad, 'assign').mockImplementation(() => undefined),
    replace: vi.spyOn(fullPageLoad, 'replace').mockImplementation(() => undefined),
  };
}

/** Renders the light sign-in page (login.html) at /login + `search`, against a fake API. */
export function renderSignInPage(api: ReturnType<typeof createFakeApi>, search = '') {
  vi.stubGlobal('fetch', dispatchFetch);
  activateFakeApi(api);
  const pageLoads = watchFullPageLoads();
  const user = userEvent.setup();
  const view = render(<SignInPage search={search} />);
  return { ...view, user, pageLoads };
}
