import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProgrammeEntryDto, UserDto } from '@kt/shared';
import { SessionProvider } from '@/lib/session.tsx';
import { stubApi, type StubCall, type StubReply } from '@/test/stub-api.ts';
import { seededEntries } from '@/test/programme.tsx';
import AdminPage from '../pages/admin-page.tsx';

const staff: UserDto = {
  _id: 's1',
  firstName: 'Rashid',
  lastName: 'Programme',
  email: 'rashid@example.org',
  role: 'client',
  profileImage: null,
  location: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  profileCompleted: false,
  isAdmin: false,
  isMediator: false,
  isProgramme: true,
  emailVerified: true,
  twoFactorEnabled: true,
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The console as programme staff, on the Programme pages tab; `put` answers every save. */
async function openProgramme(put?: (call: StubCall) => StubReply) {
  let entries = seededEntries();
  const saved = (call: StubCall): StubReply => {
    const [, , , , kind, key] = call.url.pathname.split('/');
    const body = call.body as { version: number; data: ProgrammeEntryDto['data'] };
    const entry = { ...entries.find((e) => e.kind === kind && e.key === key)!, ...body, sample: false };
    entry.version = body.version + 1;
    entries = entries.map((e) => (e.kind === kind && e.key === key ? (entry as ProgrammeEntryDto) : e));
    return { status: 200, body: { success: true, message: 'Saved', entry } };
  };
  const answer = put ?? saved;
  const { calls } = stubApi({
    'GET /api/auth/me': { status: 200, body: { success: true, user: staff } },
    'GET /api/admin/credentials': { status: 200, body: { success: true, credentials: [] } },
    'GET /api/programme/content': () => ({ status: 200, body: { success: true, entries } }),
    'PUT /api/admin/programme/branch/flh-astore': answer,
    'PUT /api/admin/programme/cohort/bookkeeping-2027-03-01': answer,
    'PUT /api/admin/programme/hub/flh-astore': answer,
    'PUT /api/admin/programme/course/wordpress': answer,
    'PUT /api/admin/programme/photo/3': answer,
    'PUT /api/admin/programme/entrepreneur/rubina-shaheen': answer,
    'PUT /api/admin/programme/figures/programme': answer,
    'PUT /api/admin/programme/story/nadia-baig': answer,
    'PUT /api/admin/programme/home-video/sana-hussain': answer,
    'POST /api/admin/programme/cohort': (call: StubCall): StubReply => {
      const { data } = call.body as { data: Extract<ProgrammeEntryDto, { kind: 'cohort' }>['data'] };
      const entry: ProgrammeEntryDto = {
        kind: 'cohort',
        key: `${data.courseId}-${data.starts}`,
        data,
        sample: false,
        version: 1,
        updatedAt: '2026-11-28T10:00:00.000Z',
      };
      entries = [...entries, entry];
      return { status: 201, body: { success: true, message: 'Cohort added', entry } };
    },
    'POST /api/admin/programme/branch': (call: StubCall): StubReply => {
      const { key, data } = call.body as {
        key?: string;
        data: Extract<ProgrammeEntryDto, { kind: 'branch' }>['data'];
      };
      const entry: ProgrammeEntryDto = {
        kind: 'branch',
        key: key ?? 'made-from-name',
        data,
        sample: false,
        version: 1,
        updatedAt: '2026-11-28T10:00:00.000Z',
      };
      entries = [...entries, entry];
      return { status: 201, body: { success: true, message: 'Entry added', entry } };
    },
    'DELETE /api/admin/programme/cohort/bookkeeping-2027-03-01': (): StubReply => {
      entries = entries.filter((e) => !(e.kind === 'cohort' && e.key === 'bookkeeping-2027-03-01'));
      return { status: 200, body: { success: true, message: 'Entry removed' } };
    },
    'DELETE /api/admin/programme/branch/flh-astore': {
      status: 409,
      body: { success: false, message: 'This branch is an IT hub: remove its IT hub card first' },
    },
    'POST /api/admin/programme/pictures': {
      status: 201,
      body: {
        success: true,
        message: 'Picture uploaded',
        url: '/uploads/0123456789abcdef0123456789abcdef.webp',
      },
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin', Component: AdminPage }], {
    initialEntries: ['/admin'],
  });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  await userEvent.click(await screen.findByRole('tab', { name: 'Programme pages' }));
  await screen.findByLabelText('Entry to edit');
  return calls;
}
const puts = (calls: StubCall[]) => calls.filter((c) => c.key.startsWith('PUT '));

describe('the Programme pages screen', () => {
  it("changes a branch's phone: sends the version read, then shows the entry confirmed", async () => {
    const calls = await openProgramme();
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'branch/flh-astore');
    expect(screen.getByText('Sample: not yet confirmed by staff.')).toBeInTheDocument();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('+92 5817 000228');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+92 5817 654321');
    // English and Urdu side by side, the Urdu written right to left.
    const names = within(screen.getByRole('group', { name: 'Name' }));
    expect(names.getByLabelText('English')).toHaveValue('Freelancing Hub Astore');
    expect(names.getByLabelText('Urdu')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The pages show it now.')).toBeInTheDocument();
    const [put] = puts(calls);
    expect(put!.body).toMatchObject({ version: 1, data: { phone: '+92 5817 654321', district: 'Astore' } });
    await waitFor(() => expect(screen.getByText(/Confirmed by staff, version 2/)).toBeInTheDocument());
    expect(screen.getByLabelText('Phone')).toHaveValue('+92 5817 654321');
    expect(screen.queryByRole('button', { name: 'Confirm as correct' })).not.toBeInTheDocument();
  });

  it('confirms a sample cohort unchanged', async () => {
    const calls = await openProgramme();
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'cohort/bookkeeping-2027-03-01');
    expect(screen.getByLabelText('Seats')).toHaveValue(25);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm as correct' }));
    expect(await screen.findByText('Confirmed: the Sample label is gone.')).toBeInTheDocument();
    const cohort = seededEntries().find((e) => e.key === 'bookkeeping-2027-03-01')!;
    expect(puts(calls)[0]!.body).toEqual({ version: 1, data: cohort.data });
  });

  it('refuses a bad phone and a missing English name before sending, in plain words', async () => {
    const calls = await openProgramme();
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'branch/flh-astore');
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), 'call the office');
    await userEvent.clear(within(screen.getByRole('group', { name: 'Name' })).getByLabelText('English'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Name (English) is required');
    expect(alert).toHaveTextContent('Phone must be a phone number');
    expect(puts(calls)).toHaveLength(0);
  });

  it('says so when someone else saved first (409)', async () => {
    await openProgramme(() => ({
      status: 409,
      body: {
        success: false,
        message:
          'Someone changed this entry since you opened it. Reload it to see their change, then make yours again.',
      },
    }));
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'cohort/bookkeeping-2027-03-01');
    await userEvent.clear(screen.getByLabelText('Seats'));
    await userEvent.type(screen.getByLabelText('Seats'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      (await screen.findAllByText(/Someone changed this entry since you opened it/)).length,
    ).toBeGreaterThan(0);
  });

  it("uploads a hub's picture and saves the entry with its address", async () => {
    const calls = await openProgramme();
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'hub/flh-astore');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hub.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload a picture', { selector: 'input' }), file);
    const url = '/uploads/0123456789abcdef0123456789abcdef.webp';
    await waitFor(() => expect(screen.getByLabelText(/^Picture/)).toHaveValue(url));
    expect(screen.getByRole('img', { name: 'The picture as the page will show it' })).toHaveAttribute(
      'src',
      url,
    );
    expect(calls.find((c) => c.key === 'POST /api/admin/programme/pictures')!.init.body).toBeInstanceOf(
      FormData,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Saved. The pages show it now.')).length).toBeGreaterThan(0);
    expect(puts(calls)[0]!.body).toMatchObject({ version: 1, data: { image: url, branchId: 'flh-astore' } });
  });

  it('adds a cohort filled in from the chosen one, then shows it', async () => {
    const calls = await openProgramme();
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'cohort/bookkeeping-2027-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Add a cohort' }));
    expect(screen.getByText(/A new cohort, filled in from the one chosen/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Starts'));
    await userEvent.type(screen.getByLabelText('Starts'), '2027-06-07');
    await userEvent.clear(screen.getByLabelText('Apply by'));
    await userEvent.type(screen.getByLabelText('Apply by'), '2027-05-20');
    await userEvent.click(screen.getByRole('button', { name: 'Add cohort' }));
    expect((await screen.findAllByText('Cohort added. The pages show it now.')).length).toBeGreaterThan(0);
    const post = calls.find((c) => c.key === 'POST /api/admin/programme/cohort')!;
    expect(post.body).toMatchObject({
      data: { courseId: 'bookkeeping', starts: '2027-06-07', applyBy: '2027-05-20' },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Entry to edit')).toHaveValue('cohort/bookkeeping-2027-06-07'),
    );
    expect(puts(calls)).toHaveLength(0);
  });

  it('edits a course: title in both languages, its weeks, a level and an outcome added on a new line', async () => {
    const calls = await openProgramme();
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'course/wordpress');
    const titles = within(screen.getByRole('group', { name: 'Title' }));
    expect(titles.getByLabelText('English')).toHaveValue('WordPress and WooCommerce for Freelancers');
    expect(titles.getByLabelText('Urdu')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('Weeks')).toHaveValue(6);
    await userEvent.clear(screen.getByLabelText('Weeks'));
    await userEvent.type(screen.getByLabelText('Weeks'), '8');
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'Intermediate');
    const outcomes = within(screen.getByRole('group', { name: /one per line/ }));
    expect(outcomes.getByLabelText('English')).toHaveValue(
      'Launch a business website\nSet up an online shop with payments\nKeep sites fast and safe',
    );
    await userEvent.type(outcomes.getByLabelText('English'), '{Enter}Hand a site over');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved. The pages show it now.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const body = puts(calls)[0]!.body as { version: number; data: { outcomes: unknown[] } };
    expect(body).toMatchObject({
      version: 1,
      data: { weeks: 8, level: 'Intermediate', category: 'Web Development' },
    });
    expect(body.data.outcomes).toHaveLength(4);
    expect(body.data.outcomes[3]).toEqual({ en: 'Hand a site over', ur: '' });
    const seeded = seededEntries().find((e) => e.kind === 'course' && e.key === 'wordpress') as Extract<
      ProgrammeEntryDto,
      { kind: 'course' }
    >;
    expect(body.data.outcomes[0]).toEqual(seeded.data.outcomes[0]);
    expect(seeded.data.outcomes[0]!.ur).not.toBe('');
  });

  it('refuses a course with no outcome before sending', async () => {
    const calls = await openProgramme();
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'course/wordpress');
    const outcomes = within(screen.getByRole('group', { name: /one per line/ }));
    await userEvent.clear(outcomes.getByLabelText('English'));
    await userEvent.clear(outcomes.getByLabelText('Urdu'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add at least one outcome');
    expect(puts(calls)).toHaveLength(0);
  });

  it("changes a gallery caption in English and Urdu and its picture; the new picture drops the grid's copy", async () => {
    const calls = await openProgramme();
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'photo/3');
    const titles = within(screen.getByRole('group', { name: 'Title' }));
    expect(titles.getByLabelText('English')).toHaveValue('Hunza Hub Evening Batch');
    expect(titles.getByLabelText('Urdu')).toHaveAttribute('dir', 'rtl');
    expect(titles.getByLabelText('Urdu')).not.toHaveValue('');
    await userEvent.clear(titles.getByLabelText('English'));
    await userEvent.type(titles.getByLabelText('English'), 'Hunza Hub Night Batch');
    await userEvent.clear(titles.getByLabelText('Urdu'));
    await userEvent.type(titles.getByLabelText('Urdu'), 'ہنزہ ہب کا رات کا بیچ');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Women FLH');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'night.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload a picture', { selector: 'input' }), file);
    const url = '/uploads/0123456789abcdef0123456789abcdef.webp';
    await waitFor(() => expect(screen.getByLabelText(/^Picture/)).toHaveValue(url));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Saved. The pages show it now.')).length).toBeGreaterThan(0);
    const body = puts(calls)[0]!.body as { version: number; data: Record<string, unknown> };
    expect(body).toMatchObject({
      version: 1,
      data: {
        title: { en: 'Hunza Hub Night Batch', ur: 'ہنزہ ہب کا رات کا بیچ' },
        category: 'Women FLH',
        image: url,
        date: '2025-01-22',
        likes: 87,
      },
    });
    expect(body.data).not.toHaveProperty('thumb');
  });

  it("edits an entrepreneur's skills one per line; a card without a picture stays without one", async () => {
    const calls = await openProgramme();
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'entrepreneur/rubina-shaheen');
    expect(screen.getByLabelText('Name')).toHaveValue('Rubina Shaheen');
    const skills = screen.getByLabelText(/^Skills/);
    expect(skills).toHaveValue('Copywriting\nTechnical Writing');
    await userEvent.type(skills, '{Enter}{Enter}Urdu Translation');
    const places = within(screen.getByRole('group', { name: 'Place' }));
    await userEvent.type(places.getByLabelText('Urdu'), 'استور');
    expect(screen.getByText('Leave it empty and the card shows initials.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Saved. The pages show it now.')).length).toBeGreaterThan(0);
    const body = puts(calls)[0]!.body as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({
      skills: ['Copywriting', 'Technical Writing', 'Urdu Translation'],
      location: { en: 'Astore', ur: 'استور' },
    });
    expect(body.data).not.toHaveProperty('image');
  });

  it("changes the IT hubs page's FLHs among the programme's figures, and refuses words for a figure", async () => {
    const calls = await openProgramme();
    expect(screen.getByLabelText('Entry to edit')).toHaveValue('figures/programme');
    const flhs = screen.getByLabelText('Freelancing Hubs');
    expect(flhs).toHaveValue('40+');
    await userEvent.clear(flhs);
    await userEvent.type(flhs, 'forty');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('FLHs must be a whole number');
    expect(puts(calls)).toHaveLength(0);
    await userEvent.clear(flhs);
    await userEvent.type(flhs, '45+');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Saved. The pages show it now.')).length).toBeGreaterThan(0);
    expect(puts(calls)[0]!.body).toMatchObject({
      version: 2,
      data: { flhs: '45+', members: '1000+', established: 42 },
    });
  });

  it('adds a branch copied from the chosen one under a key of its own, or from an empty form', async () => {
    const calls = await openProgramme();
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'branch/flh-astore');
    await userEvent.click(screen.getByRole('button', { name: 'Add a branch' }));
    expect(screen.getByText(/A new entry, filled in from the one chosen/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    // Emptied, the form is refused before sending, in plain words.
    await userEvent.click(screen.getByRole('button', { name: 'Start from an empty form' }));
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(within(screen.getByRole('group', { name: 'Name' })).getByLabelText('English')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Add a branch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name (English) is required');
    expect(calls.filter((c) => c.key.startsWith('POST /api/admin/programme/branch'))).toHaveLength(0);

    // Copied: change the name and give a key.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a branch' }));
    expect(screen.getByLabelText('Phone')).toHaveValue('+92 5817 000228');
    const name = within(screen.getByRole('group', { name: 'Name' })).getByLabelText('English');
    await userEvent.clear(name);
    await userEvent.type(name, 'Freelancing Hub Minimarg');
    await userEvent.type(screen.getByLabelText('Key (optional)'), 'flh-minimarg');
    await userEvent.click(screen.getByRole('button', { name: 'Add a branch' }));
    expect((await screen.findAllByText('Added. The pages show it now.')).length).toBeGreaterThan(0);
    const post = calls.find((c) => c.key === 'POST /api/admin/programme/branch')!;
    expect(post.body).toMatchObject({
      key: 'flh-minimarg',
      data: { name: { en: 'Freelancing Hub Minimarg' }, district: 'Astore' },
    });
    await waitFor(() => expect(screen.getByLabelText('Entry to edit')).toHaveValue('branch/flh-minimarg'));
  });

  it('removes a cohort after asking, with the version read, then shows another', async () => {
    const calls = await openProgramme();
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'cohort/bookkeeping-2027-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/^Remove .+\?/);
    expect(dialog).toHaveTextContent('The public pages stop showing it at once.');
    expect(calls.filter((c) => c.key.startsWith('DELETE '))).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove it' }));
    expect((await screen.findAllByText('Removed. The pages no longer show it.')).length).toBeGreaterThan(0);
    const removal = calls.find((c) => c.key === 'DELETE /api/admin/programme/cohort/bookkeeping-2027-03-01')!;
    expect(removal.body).toEqual({ version: 1 });
    await waitFor(() => {
      const picker = screen.getByLabelText('Entry to edit') as HTMLSelectElement;
      expect(picker.value).toMatch(/^cohort\//);
      expect(picker.value).not.toBe('cohort/bookkeeping-2027-03-01');
    });
    expect(screen.queryByRole('option', { name: /Bookkeeping.*1 Mar/ })).not.toBeInTheDocument();
  });

  it("says why a removal is refused (a hub names the branch), and offers none for the home page's figures", async () => {
    await openProgramme();
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'branch/flh-astore');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove it' }),
    );
    expect(
      (await screen.findAllByText('This branch is an IT hub: remove its IT hub card first')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByLabelText('Entry to edit')).toHaveValue('branch/flh-astore');
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'figures/programme');
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it('edits a success story: English and Urdu side by side, a new picture, a skill added on a new line', async () => {
    const calls = await openProgramme();
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'story/nadia-baig');
    expect(screen.getByText('Sample: not yet confirmed by staff.')).toBeInTheDocument();
    const names = within(screen.getByRole('group', { name: 'Name' }));
    expect(names.getByLabelText('English')).toHaveValue('Nadia Baig');
    expect(names.getByLabelText('Urdu')).toHaveValue('نادیہ بیگ');
    expect(names.getByLabelText('Urdu')).toHaveAttribute('dir', 'rtl');
    const achievement = within(screen.getByRole('group', { name: 'Achievement' }));
    await userEvent.clear(achievement.getByLabelText('English'));
    await userEvent.type(achievement.getByLabelText('English'), 'Earned $25,000 in her second year');
    await userEvent.clear(achievement.getByLabelText('Urdu'));
    await userEvent.type(achievement.getByLabelText('Urdu'), 'دوسرے سال میں 25,000 ڈالر کمائے');
    const skills = within(screen.getByRole('group', { name: /^Skills/ }));
    expect(skills.getByLabelText('English')).toHaveValue('SEO\nGoogle Ads\nContent Strategy');
    await userEvent.type(skills.getByLabelText('English'), '{Enter}Meta Ads');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'nadia.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload a picture', { selector: 'input' }), file);
    const url = '/uploads/0123456789abcdef0123456789abcdef.webp';
    await waitFor(() => expect(screen.getByLabelText(/^Picture/)).toHaveValue(url));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Saved. The pages show it now.')).length).toBeGreaterThan(0);
    const body = puts(calls)[0]!.body as { version: number; data: Record<string, unknown> };
    expect(body).toMatchObject({
      version: 1,
      data: {
        image: url,
        location: 'Hunza',
        rating: 5,
        achievement: { en: 'Earned $25,000 in her second year', ur: 'دوسرے سال میں 25,000 ڈالر کمائے' },
      },
    });
    expect(body.data.skills).toEqual([
      { en: 'SEO', ur: '' },
      { en: 'Google Ads', ur: '' },
      { en: 'Content Strategy', ur: 'مواد کی حکمتِ عملی' },
      { en: 'Meta Ads', ur: '' },
    ]);
    await waitFor(() => expect(screen.getByText(/Confirmed by staff, version 2/)).toBeInTheDocument());
  });

  it("refuses a story's rating above 5 before sending, in the schema's words", async () => {
    const calls = await openProgramme();
    await userEvent.selectOptions(screen.getByLabelText('Entry to edit'), 'story/nadia-baig');
    await userEvent.clear(screen.getByLabelText('Rating (1 to 5)'));
    await userEvent.type(screen.getByLabelText('Rating (1 to 5)'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rating must be from 1 to 5');
    expect(puts(calls)).toHaveLength(0);
  });

  it('gives a home video without a film its video address, listed under the home page', async () => {
    const calls = await openProgramme();
    const picker = screen.getByLabelText('Entry to edit');
    expect(within(picker).getByRole('group', { name: 'Home page: success videos' })).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'home-video/sana-hussain');
    const video = screen.getByLabelText(/^Video \(an mp4/);
    expect(video).toHaveValue('');
    await userEvent.type(video, '/videos/sana-hussain.mp4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Saved. The pages show it now.')).length).toBeGreaterThan(0);
    expect(puts(calls)[0]!.body).toMatchObject({
      version: 1,
      data: { videoUrl: '/videos/sana-hussain.mp4', name: { en: 'Sana Hussain', ur: '' } },
    });
  });
});
