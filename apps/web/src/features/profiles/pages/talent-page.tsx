import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import { Page } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAdoptTyped } from '@/lib/hydration.tsx';
import { intlLocale } from '@/lib/i18n/format.ts';
import { useTalentSearch } from '../api/search-profiles.ts';
import { ALL_TITLES, JobTitleFilter } from '../components/job-title-filter.tsx';
import { TalentCard } from '../components/talent-card.tsx';
import { TalentSearch } from '../components/talent-search.tsx';
import { countText } from '../format.ts';
import { m } from '@/paraglide/messages.js';

const TYPING_DELAY_MS = 300;

/** /talent: the directory of freelancer profiles, searched and filtered by job title. */
export default function TalentPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const jobTitle = params.get('jobTitle') ?? ALL_TITLES;
  const sort = params.get('sort') === 'rating' ? 'rating' : undefined;
  const verified = params.get('verified') === 'true';
  // The box shows a tick at once; the address (and the search) follows through the router's transition.
  const [ticked, setTicked] = useState(verified);
  useEffect(() => setTicked(verified), [verified]);
  const filterRef = useRef<HTMLDivElement>(null);
  const sortRef = useRef<HTMLSelectElement>(null);
  useAdoptTyped(sortRef, sort ?? '');
  // A click on the server-drawn checkbox before hydration: the element holds it, the state does not.
  const verifiedRef = useRef<HTMLInputElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);

  const setFilter = (key: 'q' | 'jobTitle' | 'sort' | 'verified', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!value.trim() || value === ALL_TITLES) next.delete(key);
        else next.set(key, key === 'q' ? value.trim() : value);
        return next;
      },
      { replace: true },
    );

  useLayoutEffect(() => {
    const box = verifiedRef.current;
    if (box && box.checked !== verified) {
      setTicked(box.checked);
      setFilter('verified', box.checked ? 'true' : '');
    }
    // Only once hydrated: later, React writes the state to the element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSearch = (text: string, immediate: boolean) => {
    clearTimeout(typing.current);
    if (immediate) setFilter('q', text);
    else typing.current = setTimeout(() => setFilter('q', text), TYPING_DELAY_MS);
  };

  const search = useTalentSearch({ q, jobTitle, sort, verified: verified || undefined });
  const profiles = search.data?.pages.flatMap((p) => p.profiles) ?? [];
  const first = search.data?.pages[0];
  // Exact counts print as the spec shows them; a capped one reads "1,000+".
  const count = search.isError || !first ? 0 : first.total;
  const shown =
    first && !search.isError && first.totalExact === false
      ? `${first.total.toLocaleString(intlLocale() === 'en-US' ? 'en-GB' : intlLocale())}+`
      : countText(count);
  if (search.isError) console.warn('Talent directory failed to load:', search.error);

  return (
    <Page className="flex flex-col gap-6">
      <TalentSearch initial={q} onSearch={onSearch} onFilters={() => filterRef.current?.focus()} />
      <JobTitleFilter ref={filterRef} value={jobTitle} onChange={(t) => setFilter('jobTitle', t)} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {search.isPending ? m.common_loading() : m.profiles_freelancers_available({ count, shown })}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input
              ref={verifiedRef}
              type="checkbox"
              className="h-4 w-4 accent-primary"
              checked={ticked}
              onChange={(e) => {
                setTicked(e.target.checked);
                setFilter('verified', e.target.checked ? 'true' : '');
              }}
            />
            <BadgeCheck className="h-4 w-4 text-emerald-700" aria-hidden="true" />
            {m.profiles_programme_verified()}
          </label>
          <label className="flex items-center gap-2 text-sm">
            {m.profiles_sort_by()}
            <select
              ref={sortRef}
              className="rounded-md border border-input bg-background px-2 py-1.5"
              value={sort ?? ''}
              onChange={(e) => setFilter('sort', e.target.value)}
            >
              <option value="">{m.profiles_best_match()}</option>
              <option value="rating">{m.profiles_rating()}</option>
            </select>
          </label>
        </div>
      </div>
      {search.isPending ? (
        <Spinner className="py-16" label={m.profiles_loading_freelancers()} />
      ) : profiles.length === 0 ? (
        <p className="rounded-lg border border-dashed py-16 text-center text-muted-foreground">
          {m.profiles_none_found()}
        </p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {profiles.map((p) => (
              <li key={p._id} className="flex">
                <div className="w-full [&>*]:h-full">
                  <TalentCard profile={p} />
                </div>
              </li>
            ))}
          </ul>
          {search.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void search.fetchNextPage()}
                disabled={search.isFetchingNextPage}
              >
                {search.isFetchingNextPage ? m.common_loading() : m.profiles_load_more()}
              </Button>
            </div>
          )}
        </>
      )}
    </Page>
  );
}
