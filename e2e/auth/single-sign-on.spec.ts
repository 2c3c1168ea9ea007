import { completeIdpSignIn, expect, fetchMe, loginPage, test, uniqueIdpLogin } from '../fixtures';

test.describe('single sign-on through the OpenID provider', () => {
  test('signs in end to end, returns to the requested page, and reuses the user next time', async ({
    page,
    browser,
  }) => {
    const idpLogin = uniqueIdpLogin();
    const idpEmail = `${idpLogin}@idp.example`;

    // First sign-in: from a protected page, so the app must bring the user back to it.
    await page.goto('/consultants');
    await expect(page).toHaveURL(/\/login$/);
    await loginPage(page).singleSignOnButton.click();
    await completeIdpSignIn(page, idpLogin);

    await expect(page).toHaveURL(/\/consultants$/);
    await expect(page.getByRole('heading', { name: 'Consultants', level: 1 })).toBeVisible();
    const first = await fetchMe(page.request);
    expect(first.user.email).toBe(idpEmail);
    expect(first.primaryRole).toBe('employee');

    // Second sign-in of the same identity, in a fresh browser (no app or provider session): the same user.
    const context = await browser.newContext();
    try {
      const secondPage = await context.newPage();
      await secondPage.goto('/login');
      await loginPage(secondPage).singleSignOnButton.click();
      await completeIdpSignIn(secondPage, idpLogin);

      await expect(secondPage).toHaveURL(/\/home$/);
      const second = await fetchMe(secondPage.request);
      expect(second.user.id).toBe(first.user.id);
      expect(second.user.email).toBe(idpEmail);
    } finally {
      await context.close();
    }
  });
});
