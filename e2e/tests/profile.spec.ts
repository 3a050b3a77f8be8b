import { expect, register, test } from '../fixtures.ts';

/** A small real PNG (64 x 64): the server re-encodes it to WebP. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDKqcST2JkrYh7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDdgA6pXZBfqXaIbsAHVK7IL9S7RDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQveIfHgDmgUt7Eu3DAAAAAElFTkSuQmCC',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('a new freelancer creates a profile, fills it in, and is found in /talent by a word of the bio', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const word = `glacierwatch${Date.now().toString(36)}`;
  await register(page.request, { role: 'freelancer', firstName: 'Zarina', lastName: 'Hunzai' });

  // /u/me sends a user without a completed profile to profile creation.
  await page.goto('/u/me');
  await expect(page).toHaveURL(/\/profile\/edit\?mode=create$/);
  await expect(page.getByRole('heading', { name: 'Create Your Profile' })).toBeVisible();

  // Bad input is caught on the form before anything is sent.
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Headline must be at least 10 characters')).toBeVisible();
  await expect(page.getByText('Add at least one service')).toBeVisible();

  await page.getByLabel('Profile photo').setInputFiles(image('me.png'));
  await expect(page.getByAltText('Profile photo preview')).toBeVisible();
  await page.getByLabel('Job Title').selectOption('Data Science');
  await page.getByLabel('Professional Headline').fill('Data scientist for mountain communities');
  await page
    .getByLabel('About You')
    .fill(
      `I build ${word} forecasts of snow melt and river flows for engineers and planners in the valleys.`,
    );
  await page.getByLabel('City').fill('Aliabad');
  await expect(page.getByLabel('Country')).toHaveValue('Pakistan');
  await page.getByLabel('Hourly Rate (£)').fill('35');
  await page.getByLabel('Search services').fill('visual');
  await page.getByRole('button', { name: 'Data Visualization' }).click();
  await page.getByLabel('Search services').fill('Flood Modelling');
  await page.getByLabel('Search services').press('Enter');
  await expect(page.getByRole('list', { name: 'Selected services' }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Profile Created!')).toBeVisible();
  await expect(page.getByText('Your freelancer profile has been successfully created.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The profile, with the photo, as its owner sees it.
  await page.goto('/u/me');
  await expect(page.getByRole('heading', { name: 'Zarina Hunzai' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact' })).toHaveCount(0);
  await expect(page.getByText('£35/hr')).toBeVisible();
  await expect(page.getByText('Aliabad, Pakistan')).toBeVisible();
  const avatar = page.getByRole('img', { name: 'Zarina Hunzai' }).first();
  await expect(avatar).toHaveAttribute('src', /\/uploads\/[0-9a-f]+\.webp$/);

  // Add a language: the panel toggles, Cancel closes it, a save reloads the data.
  const addLanguage = page.getByRole('button', { name: 'Add Language' });
  await addLanguage.click();
  await expect(addLanguage).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(addLanguage).toHaveAttribute('aria-expanded', 'false');
  await addLanguage.click();
  await page.getByLabel('Language', { exact: true }).fill('Burushaski');
  await page.getByRole('region', { name: 'Add Language' }).getByRole('button', { name: 'Save' }).click();
  const languages = page.getByRole('list', { name: 'Languages' });
  await expect(languages.getByText('Burushaski')).toBeVisible();
  await expect(languages.getByText('English')).toBeVisible();
  await expect(addLanguage).toHaveAttribute('aria-expanded', 'false');

  // Adding the same language again shows the server's message as an alert.
  await addLanguage.click();
  await page.getByLabel('Language', { exact: true }).fill('burushaski');
  await page.getByRole('region', { name: 'Add Language' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already on your profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Add a certification (the owner's preview samples disappear once a real one exists).
  await expect(page.getByText('Google UX Design Certificate')).toBeVisible();
  await page.getByRole('button', { name: 'Add Certification' }).click();
  await page.getByLabel('Certification name').fill('Google Data Analytics');
  await page.getByLabel('Issuer').fill('Google');
  await page.getByLabel('Year').fill('2024');
  await page.getByRole('region', { name: 'Add Certification' }).getByRole('button', { name: 'Save' }).click();
  const certifications = page.getByRole('list', { name: 'Certifications' });
  await expect(certifications.getByText('Google Data Analytics')).toBeVisible();
  await expect(page.getByText('Google UX Design Certificate')).toHaveCount(0);

  // Add a portfolio item with an image, a link and three technologies.
  await page.getByRole('button', { name: 'Add Project' }).click();
  await page.getByLabel('Project title').fill('Snow melt dashboard');
  await page
    .getByLabel('Description', { exact: true })
    .fill('A live dashboard of snow cover and river flow.');
  await page.getByLabel('Project link (optional)').fill('https://example.com/snow');
  await page.getByLabel('Technologies used (optional, comma separated)').fill('Python, Dash, PostGIS');
  await page.getByLabel('Project image').setInputFiles(image('shot.png'));
  await expect(page.getByAltText('Project image preview')).toBeVisible();
  await page.getByRole('region', { name: 'Add Project' }).getByRole('button', { name: 'Save' }).click();
  const card = page.getByRole('button', { name: /Snow melt dashboard/ });
  await expect(card).toBeVisible();
  await expect(card.getByText('+1')).toBeVisible();
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Snow melt dashboard' });
  await expect(dialog.getByText('Technologies Used')).toBeVisible();
  await expect(dialog.getByText('PostGIS')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Snow melt dashboard' })).toHaveAttribute('src', /\.webp$/);
  await expect(dialog.getByRole('link', { name: 'View Project' })).toHaveAttribute(
    'href',
    'https://example.com/snow',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // The directory finds the new freelancer by a word of the bio.
  await page.goto('/talent');
  await expect(page.getByRole('heading', { name: 'Find Top Freelance Talent' })).toBeVisible();
  await page.getByPlaceholder('Search for skills, services, or freelancers...').fill(word);
  await page.getByRole('button', { name: 'Search Talent' }).click();
  await expect(page.getByText('1 freelancers available')).toBeVisible();
  const found = page.getByTestId('talent-card');
  await expect(found).toHaveCount(1);
  await expect(found.getByText('Zarina Hunzai')).toBeVisible();
  await expect(found.getByText('£35/hr')).toBeVisible();

  await page.getByPlaceholder('Search for skills, services, or freelancers...').fill(`${word}zzz`);
  await expect(page.getByText('No freelancers found matching your criteria.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a visitor arriving from /talent sees Back to Talent and Contact sends a guest to /auth', async ({
  page,
}) => {
  await page.goto('/talent');
  const first = page.getByTestId('talent-card').first();
  await expect(first).toBeVisible();
  await first.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/u\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Back to Talent' })).toBeVisible();
  // Hire opens the offer form for this freelancer.
  await expect(page.getByRole('link', { name: 'Hire' })).toHaveAttribute(
    'href',
    /^\/projects\/new\?freelancerId=[0-9a-f-]{36}$/,
  );
  await page.getByRole('button', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown profile shows Profile Not Found', async ({ page }) => {
  await page.goto('/u/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
  await expect(page.getByText("The profile you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
});
