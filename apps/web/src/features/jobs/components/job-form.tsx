import { useEffect, useId, useRef, useState } from 'react';
import { LIMITS } from '@kt/shared/constants';
import { useNavigate } from 'react-router';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { jobCreateInput, type JobCreateInput, type JobDto } from '@kt/shared';
import {
  DURATIONS,
  DURATION_LABELS,
  EXPERIENCE_LEVELS,
  POST_JOB_CATEGORIES,
  type BudgetType,
} from '@kt/shared/constants';
import { POST_JOB_REDIRECT_MS } from '@/lib/ui-tuning.ts';
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
        notifySuccess('Your changes are live.', 'Job Updated!');
        navigate(`/my-jobs/${job._id}`);
        return;
      }
      await createJob.mutateAsync({ input, files });
      setPosted(true);
      notifySuccess('Your job has been posted and is now live.', 'Job Posted Successfully!');
      timer.current = setTimeout(() => navigate('/jobs'), POST_JOB_REDIRECT_MS);
    } catch (e) {
      if (e instanceof ApiError && !e.isNetwork && e.body) {
        const fieldErrors = (e.body as { errors?: { field: string; message: string }[] }).errors ?? [];
        for (const f of fieldErrors) {
          if (FIELDS.has(f.field)) setError(f.field as keyof Values, { message: f.message });
        }
        notifyError(serverMessage(e) ?? (editing ? 'Failed to update job' : 'Failed to post job'));
      } else
        notifyError(
          editing ? 'Failed to update job. Please try again.' : 'Failed to post job. Please try again.',
        );
    }
  };

  return (
    <Page className="flex max-w-3xl flex-col gap-6">
      {job ? (
        <BackLink to={`/my-jobs/${job._id}`}>Back to Job</BackLink>
      ) : (
        <BackLink to="/">Back to Home</BackLink>
      )}
      <header className="flex flex-col gap-1">
        <PageTitle>{editing ? 'Edit Job' : 'Post a Job'}</PageTitle>
        <p className="text-muted-foreground">
          {editing
            ? 'Change what the job says; freelancers see the new version at once.'
            : 'Describe your project and receive proposals from skilled freelancers.'}
        </p>
      </header>
      <Card>
        <CardContent className="pt-5">
          <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-5">
            <FormField label="Job Title" required {...err('title')}>
              <Input
                placeholder="e.g., Build a responsive website for my business"
                {...aria('title')}
                {...register('title')}
              />
            </FormField>
            <FormField label="Category" required {...err('category')}>
              <Select {...aria('category')} {...register('category')}>
                <option value="">Select a category</option>
                {POST_JOB_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="Job Description" required {...err('description')}>
              <Textarea
                rows={7}
                placeholder="Describe the project, the deliverables and what you expect from the freelancer (at least 50 characters)..."
                {...aria('description')}
                {...register('description')}
              />
            </FormField>
            <FormField label="Required Skills" required {...err('skills')}>
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
              <FormField label="Budget Type" required {...err('budgetType')}>
                <Select {...aria('budgetType')} {...register('budgetType')}>
                  <option value="fixed">Fixed Price</option>
                  <option value="hourly">Hourly Rate</option>
                </Select>
              </FormField>
              <FormField label="Experience Level" required {...err('experienceLevel')}>
                <Select {...aria('experienceLevel')} {...register('experienceLevel')}>
                  <option value="">Select experience level</option>
                  {EXPERIENCE_LEVELS.map((l) => (
                    <option key={l} value={l}>
                      {l}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="Minimum Budget ($)" required {...err('budgetMin')}>
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  placeholder="e.g., 100"
                  {...aria('budgetMin')}
                  {...register('budgetMin')}
                />
              </FormField>
              <FormField label="Maximum Budget ($)" required {...err('budgetMax')}>
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  placeholder="e.g., 500"
                  {...aria('budgetMax')}
                  {...register('budgetMax')}
                />
              </FormField>
            </div>
            <FormField label="Project Duration" required {...err('duration')}>
              <Select {...aria('duration')} {...register('duration')}>
                <option value="">Select duration</option>
                {DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {DURATION_LABELS[d]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="Attachments (Optional)" id={`${id}-attachments`}>
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
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {editing
                  ? updateJob.isPending
                    ? 'Saving Changes...'
                    : 'Save Changes'
                  : createJob.isPending
                    ? 'Posting Job...'
                    : 'Post Job'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </Page>
  );
}
