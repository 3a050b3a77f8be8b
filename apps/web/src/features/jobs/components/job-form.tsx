import { useEffect, useId, useRef, useState } from 'react';
import { LIMITS } from '@kt/shared/constants';
import { useNavigate } from 'react-router';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { jobCreateInput, type JobCreateInput, type JobDto } from '@kt/shared';
import { DURATIONS, EXPERIENCE_LEVELS, POST_JOB_CATEGORIES, type BudgetType } from '@kt/shared/constants';
import { POST_JOB_REDIRECT_MS } from '@/lib/ui-tuning.ts';
import { categoryLabel } from '@/lib/i18n/categories.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { durationText, experienceText } from '@/lib/i18n/words.ts';
import { m } from '@/paraglide/messages.js';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Input, Select, Textarea } from '@/components/ui/input.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { ApiError, serverMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useCreateJob } from '../api/create-job.ts';
import { useUpdateJob } from '../api/update-job.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { BackLink } from './back-link.tsx';
import { ExistingAttachments } from './existing-attachments.tsx';
import { FormField } from './form-field.tsx';
import { SkillsField } from './skills-field.tsx';

type Values = {
  title: string;
  category: string;
  description: string;
  skills: string[];
  budgetType: BudgetType;
  budgetMin: string;
  budgetMax: string;
  duration: string;
  experienceLevel: string;
};

const defaults: Values = {
  title: '',
  category: '',
  description: '',
  skills: [],
  budgetType: 'fixed',
  budgetMin: '',
  budgetMax: '',
  duration: '',
  experienceLevel: '',
};

const FIELDS = new Set(Object.keys(defaults));

/** The job as the form's values (Edit Job pre-fills the form with it). */
function valuesOf(job: JobDto): Values {
  return {
    title: job.title,
    category: job.category,
    description: job.description,
    skills: job.skills,
    budgetType: job.budgetType,
    budgetMin: String(job.budgetMin),
    budgetMax: String(job.budgetMax),
    duration: job.duration,
    experienceLevel: job.experienceLevel,
  };
}

/**
 * The job form of spec section 5, posted as multipart with its attachments: /post-job creates a
 * job, and with `job` it is Edit Job (issue 21), pre-filled, its attachments kept or removed.
 */
export function JobForm({ job }: { job?: JobDto }) {
  const id = useId();
  const navigate = useNavigate();
  const createJob = useCreateJob();
  const updateJob = useUpdateJob(job?._id ?? '');
  const editing = !!job;
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const kept = (job?.attachments.length ?? 0) - removed.length;
  const [posted, setPosted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const form = useForm<Values, unknown, JobCreateInput>({
    resolver: zodResolver(jobCreateInput) as unknown as Resolver<Values, unknown, JobCreateInput>,
    defaultValues: job ? valuesOf(job) : defaults,
  });
  const { register, handleSubmit, control, setError, formState } = form;
  const errors = formState.errors;
  const pending = createJob.isPending || updateJob.isPending;
  const busy = pending || posted;
  const err = (name: keyof Values) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
  });
  const aria = (name: keyof Values) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  const onValid = async (input: JobCreateInput) => {
    if (busy) return;
    try {
      if (job) {
        await updateJob.mutateAsync({ input, files, removeAttachments: removed });
        setPosted(true);
        notifySuccess(m.jobown_changes_live(), m.jobown_job_updated());
        navigate(`/my-jobs/${job._id}`);
        return;
      }
      await createJob.mutateAsync({ input, files });
      setPosted(true);
      notifySuccess(m.jobown_posted_text(), m.jobown_posted_title());
      timer.current = setTimeout(() => navigate('/jobs'), POST_JOB_REDIRECT_MS);
    } catch (e) {
      if (e instanceof ApiError && !e.isNetwork && e.body) {
        const fieldErrors = (e.body as { errors?: { field: string; message: string }[] }).errors ?? [];
        for (const f of fieldErrors) {
          if (FIELDS.has(f.field)) setError(f.field as keyof Values, { message: f.message });
        }
        notifyError(serverMessage(e) ?? (editing ? m.jobown_update_failed() : m.jobown_post_failed()));
      } else notifyError(editing ? m.jobown_update_failed_retry() : m.jobown_post_failed_retry());
    }
  };

  return (
    <Page className="flex max-w-3xl flex-col gap-6">
      {job ? (
        <BackLink to={`/my-jobs/${job._id}`}>{m.jobown_back_to_job()}</BackLink>
      ) : (
        <BackLink to="/">{m.jobown_back_to_home()}</BackLink>
      )}
      <header className="flex flex-col gap-1">
        <PageTitle>{editing ? m.jobown_edit_job() : m.nav_post_job()}</PageTitle>
        <p className="text-muted-foreground">{editing ? m.jobown_edit_text() : m.jobown_post_text()}</p>
      </header>
      <Card>
        <CardContent className="pt-5">
          <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-5">
            <FormField label={m.jobs_job_title()} required {...err('title')}>
              <Input placeholder={m.jobown_title_placeholder()} {...aria('title')} {...register('title')} />
            </FormField>
            <FormField label={m.jobs_category()} required {...err('category')}>
              <Select {...aria('category')} {...register('category')}>
                <option value="">{m.jobown_select_category()}</option>
                {POST_JOB_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {categoryLabel(c)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={m.jobs_description()} required {...err('description')}>
              <Textarea
                rows={7}
                placeholder={m.jobown_description_placeholder()}
                {...aria('description')}
                {...register('description')}
              />
            </FormField>
            <FormField label={m.jobown_required_skills()} required {...err('skills')}>
              <Controller
                control={control}
                name="skills"
                render={({ field }) => (
                  <SkillsField
                    id={`${id}-skills`}
                    value={field.value}
                    onChange={field.onChange}
                    invalid={!!errors.skills}
                    describedBy={errors.skills ? `${id}-skills-error` : undefined}
                  />
                )}
              />
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label={m.jobs_budget_type()} required {...err('budgetType')}>
                <Select {...aria('budgetType')} {...register('budgetType')}>
                  <option value="fixed">{m.jobs_fixed_price()}</option>
                  <option value="hourly">{m.jobs_hourly_rate()}</option>
                </Select>
              </FormField>
              <FormField label={m.jobs_experience_level()} required {...err('experienceLevel')}>
                <Select {...aria('experienceLevel')} {...register('experienceLevel')}>
                  <option value="">{m.jobown_select_experience()}</option>
                  {EXPERIENCE_LEVELS.map((l) => (
                    <option key={l} value={l}>
                      {experienceText(l)}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label={m.jobown_min_budget()} required {...err('budgetMin')}>
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  placeholder={m.jobown_example_amount({ amount: formatNumber(100) })}
                  {...aria('budgetMin')}
                  {...register('budgetMin')}
                />
              </FormField>
              <FormField label={m.jobown_max_budget()} required {...err('budgetMax')}>
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  placeholder={m.jobown_example_amount({ amount: formatNumber(500) })}
                  {...aria('budgetMax')}
                  {...register('budgetMax')}
                />
              </FormField>
            </div>
            <FormField label={m.jobown_project_duration()} required {...err('duration')}>
              <Select {...aria('duration')} {...register('duration')}>
                <option value="">{m.jobown_select_duration()}</option>
                {DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {durationText(d)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={m.jobown_attachments_optional()} id={`${id}-attachments`}>
              <div className="flex flex-col gap-3">
                {job && job.attachments.length > 0 && (
                  <ExistingAttachments
                    attachments={job.attachments}
                    removed={removed}
                    onChange={setRemoved}
                  />
                )}
                <AttachmentsField
                  id={`${id}-attachments`}
                  files={files}
                  onChange={setFiles}
                  max={LIMITS.attachmentMaxFiles - kept}
                />
              </div>
            </FormField>
            <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => navigate(-1)}>
                {m.common_cancel()}
              </Button>
              <Button type="submit" disabled={busy}>
                {editing
                  ? updateJob.isPending
                    ? m.jobown_saving_changes()
                    : m.jobown_save_changes()
                  : createJob.isPending
                    ? m.jobown_posting_job()
                    : m.jobown_post_job()}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </Page>
  );
}
