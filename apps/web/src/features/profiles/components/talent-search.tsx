import { useState, type FormEvent } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { m } from '@/paraglide/messages.js';

/** The directory's hero: heading, search box with 'Search Talent', and 'Filters'. */
export function TalentSearch({
  initial,
  onSearch,
  onFilters,
}: {
  initial: string;
  /** Called as the visitor types (debounced by the page) and on submit. */
  onSearch: (text: string, immediate: boolean) => void;
  onFilters: () => void;
}) {
  const [text, setText] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text, true);
  };
  return (
    <section className="rounded-xl bg-primary px-4 py-10 text-primary-foreground sm:px-8 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{m.profiles_hero_heading()}</h1>
      <p className="mt-2 max-w-2xl text-primary-foreground/85">{m.profiles_hero_text()}</p>
      <form role="search" onSubmit={submit} className="mt-6 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="talent-search" className="sr-only">
          {m.profiles_search_label()}
        </label>
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="talent-search"
            type="search"
            value={text}
            maxLength={200}
            onChange={(e) => {
              setText(e.target.value);
              onSearch(e.target.value, false);
            }}
            placeholder={m.profiles_search_placeholder()}
            className="h-11 ps-9 text-foreground"
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="accent" size="lg" className="flex-1 sm:flex-none">
            {m.profiles_search_button()}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="flex-1 border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 sm:flex-none"
            onClick={onFilters}
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            {m.profiles_filters()}
          </Button>
        </div>
      </form>
    </section>
  );
}
