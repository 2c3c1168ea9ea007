import { expect, type APIRequestContext } from '@playwright/test';

/** Sends notifications to one user through the API, as an admin (POST /api/notifications needs users.manage). */
export async function sendNotifications(
  admin: APIRequestContext,
  recipientUserId: string,
  count: number,
  make: (index: number) => { title: string; body?: string; link?: string } = (index) => ({
    title: `E2E notice ${index + 1}`,
  }),
) {
  const created: { id: string; title: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await admin.post('/api/notifications', {
      data: { recipient_user_id: recipientUserId, ...make(index) },
    });
    expect(response.status(), 'POST /api/notifications').toBe(201);
    created.push((await response.json()) as { id: string; title: string });
  }
  return created;
}
