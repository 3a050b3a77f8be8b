import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Plus, Search, X } from 'lucide-react';
import { PROFILE_LIMITS } from '@kt/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Input } from '@/components/ui/input.tsx';
import { countText } from '../format.ts';
import { SERVICE_SUGGESTIONS } from '../service-suggestions.ts';
import { m } from '@/paraglide/messages.js';

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Services picked from a long suggestion list with search (spec section 2): a duplicate (in any
 * case) is not added, and each picked service can be removed. Enter adds the typed text when no
 * suggestion matches it exactly.
 */
export function ServicePicker({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  suggestions = SERVICE_SUGGESTIONS,
}: {
  id: string;
  value: string[];
  onChange: (services: string[]) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  suggestions?: readonly string[];
}) {
  const [query, setQuery] = useState('');
  const listId = useId();
  const full = value.length >= PROFILE_LIMITS.servicesMax;
  const text = query.trim();
  const matches = useMemo(
    () =>
      suggestions.filter(
        (s) => s.toLowerCase().includes(text.toLowerCase()) && !value.some((v) => sameText(v, s)),
      ),
    [suggestions, text, value],
  );
  const canAddTyped =
    text.length > 0 && !suggestions.some((s) => sameText(s, text)) && !value.some((v) => sameText(v, text));

  const add = (service: string) => {
    const clean = service.trim();
    if (!clean || full || value.some((v) => sameText(v, clean))) return;
    onChange([...value, clean]);
    setQuery('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const exact = suggestions.find((s) => sameText(s, text));
    add(exact ?? text);
  };

  return (
    <div className="flex flex-col gap-3">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={m.profedit_selected_services()}>
          {value.map((service) => (
            <li key={service}>
              <Badge variant="default" className="gap-1 py-1 ps-3 pe-1 text-sm font-medium">
                <span data-user-content>{service}</span>
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-primary-foreground/20"
                  aria-label={m.profedit_remove_service({ service })}
                  data-user-content
                  onClick={() => onChange(value.filter((s) => s !== service))}
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          className="ps-9"
          placeholder={m.profedit_search_services_placeholder()}
          value={query}
          maxLength={PROFILE_LIMITS.serviceMax}
          disabled={full}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
          aria-controls={listId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      </div>
      <ul
        id={listId}
        aria-label={m.profedit_service_suggestions()}
        className="flex max-h-48 flex-wrap gap-2 overflow-y-auto rounded-md border p-2"
      >
        {canAddTyped && (
          <li>
            <button
              type="button"
              onClick={() => add(text)}
              disabled={full}
              className="inline-flex items-center gap-1 rounded-full border border-dashed border-primary px-3 py-1 text-sm text-primary hover:bg-secondary disabled:opacity-50"
            >
              <Plus className="h-3.5 w-3.5" aria-hidden="true" />
              <span data-user-content>{m.profedit_add_typed({ text })}</span>
            </button>
          </li>
        )}
        {matches.map((s) => (
          <li key={s}>
            <button
              type="button"
              onClick={() => add(s)}
              disabled={full}
              className="inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm hover:bg-secondary disabled:opacity-50"
            >
              <Plus className="h-3.5 w-3.5" aria-hidden="true" />
              <span lang="en">{s}</span>
            </button>
          </li>
        ))}
        {matches.length === 0 && !canAddTyped && (
          <li className="px-1 py-1 text-sm text-muted-foreground">{m.profedit_no_matching_services()}</li>
        )}
      </ul>
      {full && (
        <p className="text-sm text-muted-foreground">
          {m.profedit_services_limit({ max: countText(PROFILE_LIMITS.servicesMax) })}
        </p>
      )}
    </div>
  );
}
