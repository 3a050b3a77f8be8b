import type { APIRequestContext, Page } from '@playwright/test';
import { expect, register, test } from '../fixtures.ts';

/** "Profile as sent on save" (spec section 3), as the profile form posts it. */
async function createProfile(request: APIRequestContext) {
  const res = await request.post('/api/profile', {
    multipart: {
      headline: 'React and Node.js developer from Hunza',
      jobTitle: 'Web Development',
      bio: 'I build fast, accessible web applications for clients in Gilgit-Baltistan and around the world.',
      services: JSON.stringify(['Web Development', 'API Development']),
      skills: JSON.stringify(['Web Development', 'API Development']),
      portfolio: '[]',
      hourlyRate: '30',
      location: 'Karimabad',
      country: 'Pakistan',
      socialMedia: JSON.stringify({}),
      languages: JSON.stringify(['English']),
      certifications: '[]',
      education: '[]',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const dot = (page: Page) => page.getByRole('complementary').getByTestId('unread-dot');

async function sendWithEnter(page: Page, text: string) {
  const box = page.getByPlaceholder('Type your message...');
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('a client contacts a freelancer and both chat live, with the unread dot coming and going', async ({
  signUp,
}) => {
  const {
    page: freelancer,
    context: freelancerContext,
    id: freelancerId,
  } = await signUp({ firstName: 'Nadia', lastName: 'Hunzai', role: 'freelancer' });
  const { page: client } = await signUp({ firstName: 'Omar', lastName: 'Baig', role: 'client' });
  const errors: string[] = [];
  for (const p of [freelancer, client]) p.on('pageerror', (err) => errors.push(err.message));
  await createProfile(freelancer.request);

  await freelancer.goto('/');
  await expect(freelancer.getByRole('complementary').getByText('Messages')).toBeVisible();
  await expect(dot(freelancer)).toHaveCount(0);

  // The client finds the freelancer's profile and presses Contact.
  await client.goto(`/u/${freelancerId}`);
  await client.getByRole('button', { name: 'Contact' }).click();
  await expect(client).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const chatUrl = client.url();
  await expect(client.getByRole('heading', { name: 'Nadia Hunzai' })).toBeVisible();
  await expect(client.getByTestId('presence')).toHaveText('Online');
  await expect(client.getByText('No messages yet. Start the conversation!')).toBeVisible();
  await expect(client.getByRole('button', { name: 'Send message' })).toBeDisabled();

  await sendWithEnter(client, 'Salaam Nadia! Are you free for a React project?');
  await expect(client.locator('[data-sender="me"]')).toContainText('Salaam Nadia!');

  // The freelancer, elsewhere in the app, sees the red dot arrive without reloading.
  await expect(dot(freelancer)).toBeVisible();
  await freelancer
    .getByRole('complementary')
    .getByRole('link', { name: /Messages/ })
    .click();
  const row = freelancer.getByTestId('conversation-row').filter({ hasText: 'Omar Baig' });
  await expect(row).toContainText('Salaam Nadia! Are you free for a React project?');
  await expect(row.getByTestId('unread-badge')).toHaveText('1');
  await expect(row.getByTestId('online-dot')).toBeVisible();
  await row.click();
  await expect(freelancer).toHaveURL(chatUrl);
  await expect(freelancer.locator('[data-sender="them"]')).toContainText('Salaam Nadia!');
  // Opening the thread marks it read: the dot goes, and the client sees the receipt.
  await expect(dot(freelancer)).toHaveCount(0);
  await expect(client.locator('[data-sender="me"]').getByLabel('Read')).toBeVisible();

  // The freelancer replies; it appears live in the client's open chat, once.
  await sendWithEnter(freelancer, 'Yes! Happy to help.');
  await expect(client.locator('[data-sender="them"]')).toHaveText(/Yes! Happy to help\./);
  await expect(client.locator('[data-testid="message"]')).toHaveCount(2);
  await expect(dot(client)).toHaveCount(0);

  // Shift+Enter makes a new line; the button sends.
  const box = client.getByPlaceholder('Type your message...');
  await box.fill('Line one');
  await box.press('Shift+Enter');
  await box.pressSequentially('Line two');
  await expect(box).toHaveValue('Line one\nLine two');
  await client.getByRole('button', { name: 'Send message' }).click();
  await expect(client.locator('[data-sender="me"]').last()).toContainText('Line one\nLine two');
  await expect(freelancer.locator('[data-sender="them"]').last()).toContainText('Line two');

  // The client waits in the inbox; a new message brings the dot and updates the row live.
  await client.getByRole('link', { name: 'Back to messages' }).click();
  await expect(client.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await sendWithEnter(freelancer, 'When do we start?');
  await expect(dot(client)).toBeVisible();
  const clientRow = client.getByTestId('conversation-row').filter({ hasText: 'Nadia Hunzai' });
  await expect(clientRow).toContainText('When do we start?');
  await expect(clientRow.getByTestId('unread-badge')).toHaveText('1');

  // Search filters by the other person's name.
  await client.getByPlaceholder('Search conversations...').fill('nadia');
  await expect(clientRow).toBeVisible();
  await client.getByPlaceholder('Search conversations...').fill('zzz');
  await expect(client.getByText('No conversations found matching your search.')).toBeVisible();
  await client.getByPlaceholder('Search conversations...').fill('');

  await clientRow.click();
  await expect(client.locator('[data-sender="them"]').last()).toContainText('When do we start?');
  await expect(dot(client)).toHaveCount(0);

  // The freelancer leaves: the client's header shows it.
  await freelancerContext.close();
  await expect(client.getByTestId('presence')).toHaveText('Offline');
  expect(errors).toEqual([]);
});

test('a guest sees the inbox asking to sign in, and an empty inbox says so', async ({ page }) => {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await register(page.request, { firstName: 'New', lastName: 'Person', role: 'client' });
  await page.reload();
  await expect(page.getByText('No conversations yet.')).toBeVisible();
  await page.goto('/messages/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Conversation not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
});
