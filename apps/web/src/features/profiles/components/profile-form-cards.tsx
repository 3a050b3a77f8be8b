import { Controller, type UseFormReturn } from 'react-hook-form';
import { COUNTRIES, PROFILE_LIMITS, type ProfileFormInput, type ProfileFormValues } from '@kt/shared';
import { PROFILE_JOB_TITLES } from '@kt/shared/constants';
import { FieldError, Input, Label, Select, Textarea } from '@/components/ui/input.tsx';
import { ServicePicker } from './service-picker.tsx';
import { SectionCard } from './section-card.tsx';

export type ProfileForm = UseFormReturn<ProfileFormInput, unknown, ProfileFormValues>;

type Errors = ProfileForm['formState']['errors'];

/** Label, control and error line wired together (aria-invalid, aria-describedby). */
function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: React.ReactNode;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {hint}
      </div>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
      })}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function ProfessionalInfoCard({ form, errors }: { form: ProfileForm; errors: Errors }) {
  return (
    <SectionCard
      title="Professional Information"
      contentClassName="flex flex-col gap-4"
      description="What you do, in a line clients will read first."
    >
      <Field id="jobTitle" label="Job Title" error={errors.jobTitle?.message}>
        {(aria) => (
          <Select {...aria} {...form.register('jobTitle')}>
            <option value="">Select your job title</option>
            {PROFILE_JOB_TITLES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="headline" label="Professional Headline" error={errors.headline?.message}>
        {(aria) => (
          <Input
            {...aria}
            maxLength={PROFILE_LIMITS.headlineMax}
            placeholder="e.g., Full-stack developer building fast, reliable web apps"
            {...form.register('headline')}
          />
        )}
      </Field>
    </SectionCard>
  );
}

export function BioCard({ form, errors }: { form: ProfileForm; errors: Errors }) {
  const length = (form.watch('bio') ?? '').length;
  return (
    <SectionCard
      title="Bio"
      description={
        <>
          Tell clients about your experience and how you work ({PROFILE_LIMITS.bioMin} to{' '}
          {PROFILE_LIMITS.bioMax} characters).
        </>
      }
    >
      <Field
        id="bio"
        label="About You"
        error={errors.bio?.message}
        hint={
          <span className="text-xs text-muted-foreground" aria-live="polite">
            {length}/{PROFILE_LIMITS.bioMax}
          </span>
        }
      >
        {(aria) => (
          <Textarea {...aria} rows={6} maxLength={PROFILE_LIMITS.bioMax} {...form.register('bio')} />
        )}
      </Field>
    </SectionCard>
  );
}

export function LocationRatesCard({ form, errors }: { form: ProfileForm; errors: Errors }) {
  return (
    <SectionCard title="Location & Rates" contentClassName="grid gap-4 sm:grid-cols-3">
      <Field id="location" label="City" error={errors.location?.message}>
        {(aria) => (
          <Input
            {...aria}
            placeholder="e.g., Gilgit"
            maxLength={PROFILE_LIMITS.locationMax}
            {...form.register('location')}
          />
        )}
      </Field>
      <Field id="country" label="Country" error={errors.country?.message}>
        {(aria) => (
          <Select {...aria} {...form.register('country')}>
            <option value="">Select a country</option>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="hourlyRate" label="Hourly Rate (£)" error={errors.hourlyRate?.message}>
        {(aria) => (
          <Input
            {...aria}
            type="number"
            inputMode="decimal"
            min={PROFILE_LIMITS.hourlyRateMin}
            max={PROFILE_LIMITS.hourlyRateMax}
            step="0.01"
            placeholder="e.g., 25"
            {...form.register('hourlyRate')}
          />
        )}
      </Field>
    </SectionCard>
  );
}

export function ServicesCard({ form, errors }: { form: ProfileForm; errors: Errors }) {
  const error = errors.services?.message ?? errors.services?.root?.message;
  return (
    <SectionCard
      title="Services"
      contentClassName="flex flex-col gap-1.5"
      description="Pick the services you offer; search the list or type your own."
    >
      <Label htmlFor="services">Search services</Label>
      <Controller
        control={form.control}
        name="services"
        render={({ field }) => (
          <ServicePicker
            id="services"
            value={field.value ?? []}
            onChange={(next) => field.onChange(next)}
            invalid={!!error}
            describedBy={error ? 'services-error' : undefined}
          />
        )}
      />
      <FieldError id="services-error" message={error} />
    </SectionCard>
  );
}

const SOCIAL = [
  ['github', 'GitHub', 'https://github.com/username'],
  ['linkedin', 'LinkedIn', 'https://linkedin.com/in/username'],
  ['instagram', 'Instagram', 'https://instagram.com/username'],
  ['behance', 'Behance', 'https://behance.net/username'],
] as const;

export function SocialLinksCard({ form, errors }: { form: ProfileForm; errors: Errors }) {
  return (
    <SectionCard
      title="Social Links"
      contentClassName="grid gap-4 sm:grid-cols-2"
      description="Optional: full links starting with https://"
    >
      {SOCIAL.map(([key, label, placeholder]) => (
        <Field key={key} id={`social-${key}`} label={label} error={errors.socialMedia?.[key]?.message}>
          {(aria) => (
            <Input
              {...aria}
              type="url"
              inputMode="url"
              placeholder={placeholder}
              {...form.register(`socialMedia.${key}`)}
            />
          )}
        </Field>
      ))}
    </SectionCard>
  );
}
