import { expect, fetchMe, loginPage, newAccount, test } from '../fixtures';

test('signing up creates an employee consultant and lands signed in on /home', async ({ page }) => {
  const account = newAccount('sign-up');
  const login = loginPage(page);

  await page.goto('/login');
  await login.switchToSignUp.click();
  await expect(login.signUpHeading).toBeVisible();
  await login.firstName.fill(account.firstName);
  await login.lastName.fill(account.lastName);
  await login.email.fill(account.email);
  await login.password.fill(account.password);
  await login.signUpButton.click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: `Hello, ${account.firstName}` })).toBeVisible();

  const me = await fetchMe(page.request);
  expect(me.user.email).toBe(account.email);
  expect(me.user.name).toBe(`${account.firstName} ${account.lastName}`);
  expect(me.primaryRole).toBe('employee');
  expect(me.consultant?.jobTitle).toBe('Consultant');
});
