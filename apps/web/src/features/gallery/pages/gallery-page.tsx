import { useSearchParams } from 'react-router';
import { ProgrammeStatus } from '@/components/programme-status.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { useProgramme } from '@/content/programme.ts';
import { GalleryView } from '../components/gallery-view.tsx';
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Photos of the programme's hubs, classes and events, kept by programme staff (issue 36). The header
 * counts the photos and names the year of the latest one.
 */
export default function GalleryPage() {
  const [params] = useSearchParams();
  const shared = Number(params.get('photo'));
  const { programme, failed, retry } = useProgramme();
  const photos = programme?.photos;
  const latest = photos?.reduce((year, p) => (p.date > year ? p.date : year), '').slice(0, 4);
  const stats = [
    { value: photos ? formatNumber(photos.length) : '\u00a0', label: m.gallery_photos() },
    { value: latest || '\u00a0', label: m.gallery_year() },
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
      {photos ? (
        <GalleryView photos={photos} {...(Number.isInteger(shared) ? { initialPhotoId: shared } : {})} />
      ) : (
        <ProgrammeStatus failed={failed} retry={retry} />
      )}
    </Page>
  );
}
