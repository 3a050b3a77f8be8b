import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PROGRAMME_LIST_KINDS, type ProgrammeEntryDto, type ProgrammeKind } from '@kt/shared';
import { ProgrammeStatus } from '@/components/programme-status.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label, Select } from '@/components/ui/input.tsx';
import { inLanguage, programmeContentQuery } from '@/content/programme.ts';
import { formatDate } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';
import { ProgrammeForm } from './programme-form.tsx';

const ref = (e: ProgrammeEntryDto) => `${e.kind}/${e.key}`;

/** What the entry is called in the picker, in the reader's language. */
function nameOf(entry: ProgrammeEntryDto, all: ProgrammeEntryDto[]): string {
  if (entry.kind === 'branch') return inLanguage(entry.data.name);
  if (entry.kind === 'hub') {
    const branch = all.find((e) => e.kind === 'branch' && e.key === entry.data.branchId);
    return m.prog_hub_name({ name: branch?.kind === 'branch' ? inLanguage(branch.data.name) : entry.key });
  }
  if (entry.kind === 'cohort') {
    const course = all.find((e) => e.kind === 'course' && e.key === entry.data.courseId);
    const title = course?.kind === 'course' ? inLanguage(course.data.title) : entry.data.courseId;
    return `${title}, ${formatDate(entry.data.starts, { timeZone: 'UTC' })}`;
  }
  if (entry.kind === 'course') return inLanguage(entry.data.title);
  if (entry.kind === 'photo') return m.prog_photo_name({ n: entry.key, title: inLanguage(entry.data.title) });
  if (entry.kind === 'entrepreneur') return entry.data.name;
  if (entry.kind === 'story-video') return `${inLanguage(entry.data.title)} (${inLanguage(entry.data.name)})`;
  if (entry.kind === 'story' || entry.kind === 'home-video') return inLanguage(entry.data.name);
  return m.prog_figures_name();
}

const addLabel = (kind: ProgrammeKind) => (ADD[kind] ?? m.prog_add_entry)();

/**
 * What a new entry starts from: the chosen one's data; a new IT hub's card names a branch that has
 * none yet (a branch has at most one).
 */
function newFrom(entry: ProgrammeEntryDto, all: ProgrammeEntryDto[]): ProgrammeEntryDto {
  if (entry.kind !== 'hub') return entry;
  const taken = new Set(all.flatMap((e) => (e.kind === 'hub' ? [e.data.branchId] : [])));
  const free = all.find((e) => e.kind === 'branch' && !taken.has(e.key));
  return free ? { ...entry, data: { ...entry.data, branchId: free.key } } : entry;
}

const GROUPS = [
  { kind: 'figures', label: m.prog_group_figures },
  { kind: 'home-video', label: m.prog_group_home_videos },
  { kind: 'branch', label: m.prog_group_branches },
  { kind: 'hub', label: m.prog_group_hubs },
  { kind: 'course', label: m.prog_group_courses },
  { kind: 'cohort', label: m.prog_group_cohorts },
  { kind: 'entrepreneur', label: m.prog_group_entrepreneurs },
  { kind: 'photo', label: m.prog_group_photos },
  { kind: 'story', label: m.prog_group_stories },
  { kind: 'story-video', label: m.prog_group_story_videos },
] as const;

/** The button that starts a new entry of a kind (and adds it); a kind not named here says "Add an entry". */
const ADD: Partial<Record<ProgrammeKind, () => string>> = {
  branch: m.prog_add_branch,
  hub: m.prog_add_hub,
  course: m.prog_add_course,
  cohort: m.prog_add_cohort,
};
const canAdd = (kind: ProgrammeKind) => (PROGRAMME_LIST_KINDS as readonly string[]).includes(kind);

/**
 * Programme pages (issue 36): programme staff pick an entry (a branch, an IT hub's card, a course, a
 * cohort, a gallery photo, an entrepreneur of home's showcase, the programme's figures, home's success
 * videos, a success story or video testimonial) and edit it in English and Urdu; samples are marked
 * until confirmed.
 */
export function ProgrammeTab() {
  const content = useQuery(programmeContentQuery);
  const entries = content.data?.success ? content.data.entries : undefined;
  const [chosen, setChosen] = useState('figures/programme');
  const [adding, setAdding] = useState(false);
  const entry = entries?.find((e) => ref(e) === chosen) ?? entries?.[0];
  const branches = (entries ?? []).flatMap((e) =>
    e.kind === 'branch' ? [{ id: e.key, name: inLanguage(e.data.name) }] : [],
  );
  const courses = (entries ?? []).flatMap((e) =>
    e.kind === 'course' ? [{ id: e.key, title: inLanguage(e.data.title) }] : [],
  );

  return (
    <section className="flex flex-col gap-4" aria-labelledby="programme-heading">
      <div>
        <h2 id="programme-heading" className="text-lg font-semibold">
          {m.prog_title()}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{m.prog_intro()}</p>
      </div>
      {!entries || !entry ? (
        <ProgrammeStatus failed={content.isError} retry={() => void content.refetch()} />
      ) : (
        <>
          <div className="grid max-w-xl gap-1">
            <Label htmlFor="programme-entry">{m.prog_entry()}</Label>
            <Select
              id="programme-entry"
              value={ref(entry)}
              onChange={(e) => {
                setAdding(false);
                setChosen(e.target.value);
              }}
            >
              {GROUPS.map((g) => (
                <optgroup key={g.kind} label={g.label()}>
                  {entries
                    .filter((e) => e.kind === g.kind)
                    .map((e) => (
                      <option key={ref(e)} value={ref(e)}>
                        {e.sample ? m.prog_option_sample({ name: nameOf(e, entries) }) : nameOf(e, entries)}
                      </option>
                    ))}
                </optgroup>
              ))}
            </Select>
          </div>
          {canAdd(entry.kind) && !adding && (
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => setAdding(true)}>
                {addLabel(entry.kind)}
              </Button>
            </div>
          )}
          {adding && canAdd(entry.kind) ? (
            <ProgrammeForm
              key={`new-from-${ref(entry)}`}
              entry={newFrom(entry, entries)}
              branches={branches}
              courses={courses}
              addLabel={addLabel(entry.kind)}
              onAdded={(key) => {
                setAdding(false);
                setChosen(`${entry.kind}/${key}`);
              }}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <ProgrammeForm
              key={`${ref(entry)}@${entry.version}`}
              entry={entry}
              branches={branches}
              courses={courses}
              name={nameOf(entry, entries)}
              onRemoved={
                canAdd(entry.kind)
                  ? () => {
                      const next = entries.find((e) => e.kind === entry.kind && e.key !== entry.key);
                      setChosen(next ? ref(next) : 'figures/programme');
                    }
                  : undefined
              }
            />
          )}
        </>
      )}
    </section>
  );
}
