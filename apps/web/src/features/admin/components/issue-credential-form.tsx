import { useState, type FormEvent } from 'react';
import type { HolderDto } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useProgramme } from '@/content/programme.ts';
import { errorMessage } from '@/lib/api.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { m } from '@/paraglide/messages.js';
import { useHolderSearch, useIssueCredential } from '../api/credentials.ts';
import { UserText } from './user-text.tsx';

const today = () => new Date().toISOString().slice(0, 10);
type Errors = Partial<Record<'holder' | 'course' | 'hub' | 'completedOn' | 'form', string>>;

/** Issue a credential: pick the freelancer, then the course, the hub and the day they completed it. */
export function IssueCredentialForm() {
  // Offered in English, as a credential names them (decision 037).
  const { programme } = useProgramme('en');
  const hubs = programme?.hubs ?? [];
  const courses = programme?.courses ?? [];
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [holder, setHolder] = useState<HolderDto | null>(null);
  const [course, setCourse] = useState('');
  const [hub, setHub] = useState('');
  const [completedOn, setCompletedOn] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const holders = useHolderSearch(search);
  const issue = useIssueCredential();

  const find = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft.trim());
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (!holder) next.holder = m.cred_holder_required();
    if (!course.trim()) next.course = m.cred_course_required();
    if (!hub.trim()) next.hub = m.cred_hub_required();
    if (!completedOn) next.completedOn = m.cred_date_required();
    setErrors(next);
    if (!holder || Object.keys(next).length > 0) return;
    issue.mutate(
      { holderId: holder._id, course: course.trim(), hub: hub.trim(), completedOn },
      {
        onSuccess: () => {
          notifySuccess(m.cred_issued());
          setHolder(null);
          setCourse('');
          setCompletedOn('');
        },
        onError: (err) => setErrors({ form: errorMessage(err, m.cred_issue_failed()) }),
      },
    );
  };

  return (
    <section className="flex flex-col gap-4 rounded-lg border p-4" aria-labelledby="issue-credential">
      <h2 id="issue-credential" className="text-lg font-semibold">
        {m.cred_issue_title()}
      </h2>
      <div className="grid gap-2">
        <span className="text-sm font-medium">{m.cred_holder()}</span>
        {holder ? (
          <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="chosen-holder">
            <UserText>
              {holder.firstName} {holder.lastName}
            </UserText>
            <span className="text-muted-foreground">
              <UserText ltr>{holder.email}</UserText>
            </span>
            <Button type="button" variant="outline" size="sm" onClick={() => setHolder(null)}>
              {m.cred_holder_change()}
            </Button>
          </p>
        ) : (
          <>
            <form onSubmit={find} className="flex gap-2" role="search">
              <Label htmlFor="holder-search" className="sr-only">
                {m.cred_holder_search()}
              </Label>
              <Input
                id="holder-search"
                placeholder={m.cred_holder_search()}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
              />
              <Button type="submit" variant="outline">
                {m.cred_holder_find()}
              </Button>
            </form>
            {search &&
              (holders.isPending ? (
                <Spinner className="py-2" />
              ) : holders.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(holders.error, m.cred_issue_failed())}
                </p>
              ) : holders.data.holders.length === 0 ? (
                <p className="text-sm text-muted-foreground">{m.cred_holder_none()}</p>
              ) : (
                <ul className="flex flex-col divide-y rounded-md border">
                  {holders.data.holders.map((h) => (
                    <li key={h._id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
                      <span className="min-w-0 flex-1">
                        <UserText>
                          {h.firstName} {h.lastName}
                        </UserText>{' '}
                        <span className="text-muted-foreground">
                          <UserText ltr>{h.email}</UserText>
                        </span>
                      </span>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        aria-label={`${m.cred_holder_pick()}: ${h.firstName} ${h.lastName}`}
                        onClick={() => {
                          setHolder(h);
                          setErrors((e) => ({ ...e, holder: undefined }));
                        }}
                      >
                        {m.cred_holder_pick()}
                      </Button>
                    </li>
                  ))}
                </ul>
              ))}
          </>
        )}
        <FieldError message={errors.holder} />
      </div>

      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-3" noValidate>
        <div className="grid gap-1">
          <Label htmlFor="credential-course">{m.cred_course()}</Label>
          <Input
            id="credential-course"
            list="credential-courses"
            value={course}
            maxLength={120}
            onChange={(e) => setCourse(e.target.value)}
            aria-invalid={!!errors.course}
          />
          <datalist id="credential-courses">
            {courses.map((c) => (
              <option key={c.title} value={c.title} />
            ))}
          </datalist>
          <FieldError message={errors.course} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="credential-hub">{m.cred_hub()}</Label>
          <Input
            id="credential-hub"
            list="credential-hubs"
            value={hub}
            maxLength={120}
            onChange={(e) => setHub(e.target.value)}
            aria-invalid={!!errors.hub}
          />
          <datalist id="credential-hubs">
            {hubs.map((h) => (
              <option key={h.id} value={h.name} />
            ))}
          </datalist>
          <FieldError message={errors.hub} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="credential-completed">{m.cred_completed_on()}</Label>
          <Input
            id="credential-completed"
            type="date"
            max={today()}
            value={completedOn}
            onChange={(e) => setCompletedOn(e.target.value)}
            aria-invalid={!!errors.completedOn}
          />
          <FieldError message={errors.completedOn} />
        </div>
        <div className="flex flex-col gap-2 sm:col-span-3">
          <FieldError message={errors.form} />
          <Button type="submit" disabled={issue.isPending} className="self-start">
            {issue.isPending ? m.cred_issuing() : m.cred_issue()}
          </Button>
        </div>
      </form>
    </section>
  );
}
