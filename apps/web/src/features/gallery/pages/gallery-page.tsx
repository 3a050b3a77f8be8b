import { useSearchParams } from 'react-router';
import { GALLERY } from '@kt/shared/constants';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { GALLERY_PHOTOS } from '@/content/gallery.ts';
import { GalleryView } from '../components/gallery-view.tsx';
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

/** Photos of the programme's hubs, classes and events. */
export default function GalleryPage() {
  const [params] = useSearchParams();
  const shared = Number(params.get('photo'));
  const stats = [
    { value: formatNumber(GALLERY_PHOTOS.length), label: m.gallery_photos() },
    { value: String(GALLERY.year), label: m.gallery_year() },
  ];
  return (
    <Page className="space-y-8">
      <header className="flex flex-col gap-6 rounded-xl bg-gradient-to-br from-primary to-teal-700 px-5 py-8 text-primary-foreground sm:flex-row sm:items-end sm:justify-between sm:px-8 sm:py-10">
        <div>
          <PageTitle>{m.gallery_title()}</PageTitle>
          <p className="mt-3 max-w-2xl text-primary-foreground/90">{m.gallery_intro()}</p>
        </div>
        <ul className="flex gap-3">
          {stats.map((s) => (
            <li key={s.label} className="min-w-24 rounded-lg bg-white/10 px-4 py-3 text-center">
              <span className="block text-2xl font-bold sm:text-3xl">{s.value}</span>{' '}
              <span className="block text-sm text-primary-foreground/90">{s.label}</span>
            </li>
          ))}
        </ul>
      </header>
      <GalleryView
        photos={GALLERY_PHOTOS}
        {...(Number.isInteger(shared) ? { initialPhotoId: shared } : {})}
      />
    </Page>
  );
}
