import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ProgrammeEntryDto } from '@kt/shared';
import { programmeOf } from '@/content/programme.ts';
import GalleryPage from '@/features/gallery/pages/gallery-page.tsx';
import { getLocale, overwriteGetLocale } from '@/paraglide/runtime.js';
import { programmeClient, seededEntries, withProgramme } from '@/test/programme.tsx';
import { photoFileName } from '../download-photo.ts';
import { GalleryView } from './gallery-view.tsx';

/** The gallery as the server serves it after migration 0034, in English. */
const GALLERY_PHOTOS = programmeOf(seededEntries(), 'en').photos;

const original = getLocale;
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  overwriteGetLocale(original);
});

describe('photo file name', () => {
  it('turns spaces into underscores and adds .jpg', () => {
    expect(photoFileName('Title With Underscores')).toBe('Title_With_Underscores.jpg');
    expect(photoFileName('Freelancing Hub Inauguration Gilgit')).toBe(
      'Freelancing_Hub_Inauguration_Gilgit.jpg',
    );
  });
});

describe('gallery', { timeout: 20_000 }, () => {
  it('has the 39 photos of the four categories, all dated 2025-01-22', () => {
    expect(GALLERY_PHOTOS).toHaveLength(39);
    expect(new Set(GALLERY_PHOTOS.map((p) => p.category))).toEqual(
      new Set(['FLH', 'Women FLH', 'ILC', 'STP']),
    );
    expect(GALLERY_PHOTOS.every((p) => p.date === '2025-01-22')).toBe(true);
  });

  it('opens a photo full screen, moves with the arrow keys, and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<GalleryView photos={GALLERY_PHOTOS} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(39);
    const second = screen.getByRole('button', { name: 'Upwork Profile Building Workshop' });
    await user.click(second);
    const dialog = screen.getByRole('dialog', { name: 'Upwork Profile Building Workshop' });
    expect(within(dialog).getByText('Photo 2 of 39')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Upwork Profile Building Workshop' })).toHaveAttribute(
      'src',
      GALLERY_PHOTOS[1]!.src,
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: GALLERY_PHOTOS[2]!.title })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: GALLERY_PHOTOS[38]!.title })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: GALLERY_PHOTOS[38]!.title })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<GalleryView photos={GALLERY_PHOTOS} initialPhotoId={5} />);
    const dialog = screen.getByRole('dialog', { name: GALLERY_PHOTOS[4]!.title });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads the photo as Title_With_Underscores.jpg', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () => new Response(new Blob(['x'], { type: 'image/jpeg' })));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(<GalleryView photos={GALLERY_PHOTOS} initialPhotoId={1} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['Freelancing_Hub_Inauguration_Gilgit.jpg']));
    expect(fetchMock).toHaveBeenCalledWith(GALLERY_PHOTOS[0]!.src);
  });

  it('shares through the system sheet when the browser has one', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<GalleryView photos={GALLERY_PHOTOS} initialPhotoId={3} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({
        title: GALLERY_PHOTOS[2]!.title,
        url: expect.stringContaining('/gallery?photo=3'),
      }),
    );
    Reflect.deleteProperty(navigator, 'share');
  });

  it('downloads under the English title in Urdu too', async () => {
    overwriteGetLocale(() => 'ur');
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['x'], { type: 'image/jpeg' }))),
    );
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const urdu = programmeOf(seededEntries(), 'ur').photos;
    render(<GalleryView photos={urdu} initialPhotoId={1} />);
    expect(screen.getByRole('dialog', { name: 'گلگت میں فری لانسنگ ہب کا افتتاح' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ڈاؤن لوڈ' }));
    await waitFor(() => expect(saved).toEqual(['Freelancing_Hub_Inauguration_Gilgit.jpg']));
  });
});

describe('the gallery page', { timeout: 20_000 }, () => {
  const page = (entries?: ProgrammeEntryDto[]) =>
    render(
      withProgramme(
        <MemoryRouter>
          <GalleryPage />
        </MemoryRouter>,
        programmeClient(entries),
      ),
    );

  it('counts the photos and names their year, each photo marked Sample as seeded', () => {
    page();
    expect(screen.getByText('39')).toBeInTheDocument();
    expect(screen.getByText('2025')).toBeInTheDocument();
    expect(screen.getAllByText('Sample')).toHaveLength(39);
  });

  it("shows staff's caption in both languages, without the Sample label once saved", () => {
    const entries = seededEntries().map((e): ProgrammeEntryDto =>
      e.kind === 'photo' && e.key === '3'
        ? {
            ...e,
            sample: false,
            data: { ...e.data, title: { en: 'Hunza Hub Night Batch', ur: 'ہنزہ ہب کا رات کا بیچ' } },
          }
        : e,
    );
    page(entries);
    expect(screen.getByRole('button', { name: 'Hunza Hub Night Batch' })).toBeInTheDocument();
    expect(screen.getAllByText('Sample')).toHaveLength(38);
    cleanup();
    overwriteGetLocale(() => 'ur');
    page(entries);
    expect(screen.getByRole('button', { name: 'ہنزہ ہب کا رات کا بیچ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'گلگت میں فری لانسنگ ہب کا افتتاح' })).toBeInTheDocument();
  });
});
