import {
  demoAccounts,
  expect,
  fetchMe,
  loginPage,
  newAccount,
  signInThroughForm,
  signUpThroughApi,
  test,
} from '../fixtures';

test.describe('sign-in with email and password', () => {
  test('a signed-out visit to a page goes to /login and returns there after signing in', async ({ page }) => {
    await page.goto('/consultants');
    await expect(page).toHaveURL(/\/login$/);

    const { email, password } = demoAccounts.employee;
    await signInThroughForm(page, email, password);

    await expect(page).toHaveURL(/\/consultants$/);
    await expect(page.getByRole('heading', { name: 'Consultants', level: 1 })).toBeVisible();
    expect((await fetchMe(page.request)).user.email).toBe(email);
  });

  test('a wrong password shows an error and stays on /login', async ({ page, request }) => {
    // A fresh account, so that failed attempts never count against the demo accounts other specs use.
    const account = newAccount('wrong-password');
    await signUpThroughApi(request, account);

    await page.goto('/login');
    await signInThroughForm(page, account.email, `${account.password}-wrong`);

    const login = loginPage(page);
    await expect(login.alert).toContainText(/invalid email or password/i);
    await expect(page).toHaveURL(/\/login$/);
    await expect(login.signInButton).toBeEnabled();
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });

  test('the session survives a reload', async ({ page, signIn }) => {
    await signIn('pm', { via: 'ui' });
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();

    await page.reload();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
    expect((await fetchMe(page.request)).user.email).toBe(demoAccounts.pm.email);
  });
});
