import { useState, type FormEvent } from 'react';
import {
  COURSE_LEVELS,
  COURSE_MODES,
  GALLERY_CATEGORIES,
  PROFILE_JOB_TITLES,
  programmeData,
  type ProgrammeEntryDto,
} from '@kt/shared';
import { ConfirmButton } from '@/components/confirm-dialog.tsx';
import { SampleBadge } from '@/components/sample-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label, Select, Textarea } from '@/components/ui/input.tsx';
import { contentLabel } from '@/content/labels.ts';
import { errorMessage } from '@/lib/api.ts';
import { formatDate } from '@/lib/i18n/format.ts';
import { localizeMessage } from '@/lib/i18n/server-messages.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { m } from '@/paraglide/messages.js';
import { useAddProgrammeEntry, useRemoveProgrammeEntry, useSaveProgrammeEntry } from '../api/programme.ts';
import { emptyData, FIELDS, type FieldSpec } from './programme-fields.ts';
import { ProgrammePicture } from './programme-picture.tsx';

type Data = Record<string, unknown>;
type Words = { en: string; ur: string };

/**
 * The data as sent: the lists typed one per line without the lines left empty (a course's outcomes and
 * a story's skills in both languages, an entrepreneur's skills).
 */
function tidy(data: Data, fields: FieldSpec[]): Data {
  const out = { ...data };
  for (const f of fields) {
    const list = out[f.name];
    if (!Array.isArray(list)) continue;
    if (f.kind === 'word-lines') out[f.name] = (list as Words[]).filter((w) => w.en.trim() || w.ur.trim());
    if (f.kind === 'lines') out[f.name] = (list as string[]).map((x) => x.trim()).filter(Boolean);
  }
  return out;
}

/**
 * One programme entry's form (issue 36): its fields, English and Urdu side by side, Save, and
 * Confirm while it is a sample; Remove (after asking) unless it is the only one of its kind. Keyed by
 * entry and version by its parent, so a saved or reloaded entry starts the form again from what the
 * server holds. Adding, it is a new entry filled in from `entry` (or emptied), with an optional key.
 */
export function ProgrammeForm({
  entry,
  branches,
  courses,
  name,
  addLabel,
  onAdded,
  onCancel,
  onRemoved,
}: {
  entry: ProgrammeEntryDto;
  branches: { id: string; name: string }[];
  courses: { id: string; title: string }[];
  /** What the entry is called (the removal question names it). */
  name?: string;
  /** Adding: the submit button's words ("Add a branch"). */
  addLabel?: string;
  /** Set for a new entry (filled in from `entry`): called with its key once added. */
  onAdded?: (key: string) => void;
  onCancel?: () => void;
  /** Set when the entry may be removed: called once it is. */
  onRemoved?: () => void;
}) {
  const [data, setData] = useState<Data>(() => structuredClone(entry.data) as Data);
  const [key, setKey] = useState('');
  const [error, setError] = useState<string>();
  const save = useSaveProgrammeEntry();
  const add = useAddProgrammeEntry();
  const remove = useRemoveProgrammeEntry();
  const busy = save.isPending || add.isPending || remove.isPending;
  const cohort = entry.kind === 'cohort';
  const from = entry.data as Data;
  const id = (name: string, part = '') => `prog-${entry.kind}-${name}${part}`;
  const set = (name: string, value: unknown) => setData((d) => ({ ...d, [name]: value }));

  const send = (given: Data, confirming: boolean) => {
    setError(undefined);
    const payload = tidy(given, FIELDS[entry.kind]);
    for (const f of FIELDS[entry.kind])
      if (f.optional && typeof payload[f.name] === 'string' && !String(payload[f.name]).trim())
        delete payload[f.name];
    const checked = programmeData[entry.kind].safeParse(payload);
    if (!checked.success) {
      setError(checked.error.issues.map((i) => localizeMessage(i.message)).join(' '));
      return;
    }
    const onError = (err: unknown) => {
      // A 409 reloads the entry (someone saved first): the notice outlives the form.
      const text = errorMessage(err, m.prog_failed());
      setError(text);
      notifyError(text);
    };
    if (onAdded) {
      add.mutate(
        { kind: entry.kind, key: cohort ? undefined : key.trim() || undefined, data: payload },
        {
          onSuccess: (r) => {
            notifySuccess(cohort ? m.prog_added() : m.prog_added_entry());
            onAdded(r.entry.key);
          },
          onError,
        },
      );
      return;
    }
    save.mutate(
      { kind: entry.kind, key: entry.key, version: entry.version, data: payload },
      { onSuccess: () => notifySuccess(confirming ? m.prog_confirmed() : m.prog_saved()), onError },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(data, false);
  };

  const field = (f: FieldSpec) => {
    const value = data[f.name];
    if (f.kind === 'words' || f.kind === 'long-words') {
      const words = (value as Words | undefined) ?? { en: '', ur: '' };
      const Box = f.kind === 'long-words' ? Textarea : Input;
      return (
        <fieldset key={f.name} className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium">{f.label()}</legend>
          <div className="grid gap-1">
            <Label htmlFor={id(f.name, '-en')} className="text-xs text-muted-foreground">
              {m.prog_english()}
            </Label>
            <Box
              id={id(f.name, '-en')}
              lang="en"
              dir="ltr"
              value={words.en}
              onChange={(e) => set(f.name, { ...words, en: e.target.value })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={id(f.name, '-ur')} className="text-xs text-muted-foreground">
              {m.prog_urdu()}
            </Label>
            <Box
              id={id(f.name, '-ur')}
              lang="ur"
              dir="rtl"
              value={words.ur}
              aria-describedby={id(f.name, '-ur-hint')}
              onChange={(e) => set(f.name, { ...words, ur: e.target.value })}
            />
            <p id={id(f.name, '-ur-hint')} className="text-xs text-muted-foreground">
              {m.prog_urdu_hint()}
            </p>
          </div>
        </fieldset>
      );
    }
    if (f.kind === 'word-lines') {
      const list = (value as Words[] | undefined) ?? [];
      const setLines = (lang: 'en' | 'ur', text: string) => {
        const lines = text.split('\n');
        const length = Math.max(
          lines.length,
          ...list.map((w, i) => (w[lang === 'en' ? 'ur' : 'en'] ? i + 1 : 0)),
        );
        set(
          f.name,
          Array.from({ length }, (_, i) => ({
            en: lang === 'en' ? (lines[i] ?? '') : (list[i]?.en ?? ''),
            ur: lang === 'ur' ? (lines[i] ?? '') : (list[i]?.ur ?? ''),
          })),
        );
      };
      return (
        <fieldset key={f.name} className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium">{f.label()}</legend>
          {(['en', 'ur'] as const).map((lang) => (
            <div key={lang} className="grid gap-1">
              <Label htmlFor={id(f.name, `-${lang}`)} className="text-xs text-muted-foreground">
                {lang === 'en' ? m.prog_english() : m.prog_urdu()}
              </Label>
              <Textarea
                id={id(f.name, `-${lang}`)}
                lang={lang}
                dir={lang === 'en' ? 'ltr' : 'rtl'}
                rows={4}
                value={list.map((w) => w[lang]).join('\n')}
                onChange={(e) => setLines(lang, e.target.value)}
              />
            </div>
          ))}
        </fieldset>
      );
    }
    if (f.kind === 'lines') {
      const list = (value as string[] | undefined) ?? [];
      return (
        <div key={f.name} className="grid gap-1">
          <Label htmlFor={id(f.name)}>{f.label()}</Label>
          <Textarea
            id={id(f.name)}
            dir={f.ltr ? 'ltr' : undefined}
            rows={3}
            value={list.join('\n')}
            onChange={(e) => set(f.name, e.target.value.split('\n'))}
          />
        </div>
      );
    }
    if (f.kind === 'check') {
      return (
        <div key={f.name} className="flex items-center gap-2">
          <input
            id={id(f.name)}
            type="checkbox"
            className="h-4 w-4"
            checked={value === true}
            onChange={(e) => set(f.name, e.target.checked || undefined)}
          />
          <Label htmlFor={id(f.name)}>{f.label()}</Label>
        </div>
      );
    }
    const control = () => {
      const common = { id: id(f.name), name: f.name };
      if (f.kind === 'type')
        return (
          <Select {...common} value={String(value)} onChange={(e) => set(f.name, e.target.value)}>
            <option value="STP">{m.hubs_type_stp()}</option>
            <option value="FLH">{m.hubs_type_flh()}</option>
          </Select>
        );
      if (f.kind === 'branch')
        return (
          <Select {...common} value={String(value)} onChange={(e) => set(f.name, e.target.value)}>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
        );
      if (f.kind === 'course')
        return (
          <Select {...common} value={String(value)} onChange={(e) => set(f.name, e.target.value)}>
            {courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </Select>
        );
      if (f.kind === 'category' || f.kind === 'level' || f.kind === 'mode') {
        const choices = { category: PROFILE_JOB_TITLES, level: COURSE_LEVELS, mode: COURSE_MODES }[f.kind];
        return (
          <Select {...common} value={String(value)} onChange={(e) => set(f.name, e.target.value)}>
            {choices.map((c) => (
              <option key={c} value={c}>
                {contentLabel(c)}
              </option>
            ))}
          </Select>
        );
      }
      if (f.kind === 'gallery-category')
        return (
          <Select {...common} value={String(value)} onChange={(e) => set(f.name, e.target.value)}>
            {GALLERY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        );
      if (f.kind === 'picture')
        return (
          <>
            <ProgrammePicture
              id={common.id}
              value={String(value ?? '')}
              onChange={(url) =>
                setData((d) => {
                  // A photo's grid copy belongs to its old picture: a new one shows in the grid itself.
                  const { thumb: _, ...rest } = d;
                  return { ...(entry.kind === 'photo' ? rest : d), [f.name]: url };
                })
              }
            />
            {f.optional && <p className="text-xs text-muted-foreground">{m.prog_picture_optional()}</p>}
          </>
        );
      if (f.kind === 'number')
        return (
          <Input
            {...common}
            type="number"
            step="any"
            dir="ltr"
            value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
            onChange={(e) => set(f.name, e.target.value === '' ? Number.NaN : Number(e.target.value))}
          />
        );
      return (
        <Input
          {...common}
          type={f.kind === 'date' ? 'date' : 'text'}
          dir={f.ltr || f.kind === 'date' ? 'ltr' : undefined}
          value={String(value ?? '')}
          onChange={(e) => set(f.name, e.target.value)}
        />
      );
    };
    return (
      <div key={f.name} className="grid gap-1">
        <Label htmlFor={id(f.name)}>{f.label()}</Label>
        {control()}
      </div>
    );
  };

  const removeEntry = () =>
    remove
      .mutateAsync({ kind: entry.kind, key: entry.key, version: entry.version })
      .then(() => {
        notifySuccess(m.prog_removed());
        onRemoved?.();
      })
      .catch((err: unknown) => {
        const text = errorMessage(err, m.prog_remove_failed());
        setError(text);
        notifyError(text);
      });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 rounded-lg border p-4" noValidate>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {onAdded ? (
          cohort ? (
            m.prog_new_cohort()
          ) : (
            m.prog_new_entry()
          )
        ) : entry.sample ? (
          <>
            <SampleBadge />
            {m.prog_is_sample()}
          </>
        ) : (
          m.prog_is_confirmed({ version: String(entry.version), date: formatDate(entry.updatedAt) })
        )}
      </p>
      {entry.kind === 'hub' && <p className="text-sm text-muted-foreground">{m.prog_hub_note()}</p>}
      {entry.kind === 'figures' && <p className="text-sm text-muted-foreground">{m.prog_figures_hint()}</p>}
      {onAdded && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              setData(
                emptyData(entry.kind, {
                  branch: typeof from.branchId === 'string' ? from.branchId : branches[0]?.id,
                  course: typeof from.courseId === 'string' ? from.courseId : courses[0]?.id,
                }),
              )
            }
          >
            {m.prog_start_empty()}
          </Button>
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {onAdded && !cohort && (
          <div className="grid gap-1 md:col-span-2">
            <Label htmlFor={id('key')}>{m.prog_f_key()}</Label>
            <Input
              id={id('key')}
              dir="ltr"
              value={key}
              aria-describedby={id('key-hint')}
              onChange={(e) => setKey(e.target.value)}
            />
            <p id={id('key-hint')} className="text-xs text-muted-foreground">
              {m.prog_f_key_hint()}
            </p>
          </div>
        )}
        {FIELDS[entry.kind].map((f) => (
          <div
            key={f.name}
            className={
              f.kind.endsWith('words') || f.kind === 'word-lines' || f.kind === 'lines'
                ? 'md:col-span-2'
                : undefined
            }
          >
            {field(f)}
          </div>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy
            ? m.prog_saving()
            : onAdded
              ? cohort
                ? m.prog_add()
                : (addLabel ?? m.prog_add_entry())
              : m.prog_save()}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {m.prog_cancel()}
          </Button>
        )}
        {entry.sample && !onAdded && (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => send(entry.data as Data, true)}
          >
            {m.prog_confirm()}
          </Button>
        )}
        {onRemoved && !onAdded && (
          <ConfirmButton
            trigger={(open) => (
              <Button type="button" variant="destructive" disabled={busy} onClick={open}>
                {m.prog_remove()}
              </Button>
            )}
            title={m.prog_remove_title({ name: name ?? entry.key })}
            description={m.prog_remove_description()}
            confirmLabel={m.prog_remove_confirm()}
            onConfirm={removeEntry}
            busy={remove.isPending}
          />
        )}
      </div>
    </form>
  );
}
