import { Controller, type UseFormReturn } from 'react-hook-form';
import { COUNTRIES, PROFILE_LIMITS, type ProfileFormInput, type ProfileFormValues } from '@kt/shared';
import { PROFILE_JOB_TITLES } from '@kt/shared/constants';
import { FieldError, Input, Label, Select, Textarea } from '@/components/ui/input.tsx';
import { ltr } from '@/lib/i18n/format.ts';
import { countText, jobTitleLabel } from '../format.ts';
import { ServicePicker } from './service-picker.tsx';
import { SectionCard } from './section-card.tsx';
import { m } from '@/paraglide/messages.js';

export type ProfileForm = UseFormReturn<ProfileFormInput, unknown, ProfileFormValues>;

type Errors = ProfileForm['formState']['errors'];

/** Label, control and error line wired together (aria-invalid, aria-describedby). */
function Field({
  id,
  label,
  labelLang,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  /** A brand name (GitHub…) labels its field in Latin in both languages. */
  labelLang?: string;
  error?: string | undefined;
  hint?: React.ReactNode;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id} lang={labelLang}>
          {label}
        </Label>
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
      title={m.profedit_professional_info()}
      contentClassName="flex flex-col gap-4"
      description={m.profedit_professional_info_text()}
    >
      <Field id="jobTitle" label={m.profedit_job_title()} error={errors.jobTitle?.message}>
        {(aria) => (
          <Select {...aria} {...form.register('jobTitle')}>
            <option value="">{m.profedit_select_job_title()}</option>
            {PROFILE_JOB_TITLES.map((t) => (
              <option key={t} value={t}>
                {jobTitleLabel(t)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="headline" label={m.profedit_headline()} error={errors.headline?.message}>
        {(aria) => (
          <Input
            {...aria}
            maxLength={PROFILE_LIMITS.headlineMax}
            placeholder={m.profedit_headline_placeholder()}
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
      title={m.profedit_bio()}
      description={m.profedit_bio_text({
        min: countText(PROFILE_LIMITS.bioMin),
        max: countText(PROFILE_LIMITS.bioMax),
      })}
    >
      <Field
        id="bio"
        label={m.profedit_about_you()}
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
    <SectionCard title={m.profedit_location_rates()} contentClassName="grid gap-4 sm:grid-cols-3">
      <Field id="location" label={m.profedit_city()} error={errors.location?.message}>
        {(aria) => (
          <Input
            {...aria}
            placeholder={m.profedit_city_placeholder()}
            maxLength={PROFILE_LIMITS.locationMax}
            {...form.register('location')}
          />
        )}
      </Field>
      <Field id="country" label={m.profedit_country()} error={errors.country?.message}>
        {(aria) => (
          <Select {...aria} {...form.register('country')}>
            <option value="">{m.profedit_select_country()}</option>
            {COUNTRIES.map((c) => (
              <option key={c} value={c} lang={c === 'Pakistan' ? undefined : 'en'}>
                {c === 'Pakistan' ? m.profedit_country_pakistan() : c}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="hourlyRate" label={m.profedit_hourly_rate()} error={errors.hourlyRate?.message}>
        {(aria) => (
          <Input
            {...aria}
            type="number"
            inputMode="decimal"
            min={PROFILE_LIMITS.hourlyRateMin}
            max={PROFILE_LIMITS.hourlyRateMax}
            step="0.01"
            placeholder={m.profedit_rate_placeholder()}
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
      title={m.profiles_services()}
      contentClassName="flex flex-col gap-1.5"
      description={m.profedit_services_text()}
    >
      <Label htmlFor="services">{m.profedit_search_services()}</Label>
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
      title={m.profedit_social_links()}
      contentClassName="grid gap-4 sm:grid-cols-2"
      description={m.profedit_social_text({ prefix: ltr('https://') })}
    >
      {SOCIAL.map(([key, label, placeholder]) => (
        <Field
          key={key}
          id={`social-${key}`}
          label={label}
          labelLang="en"
          error={errors.socialMedia?.[key]?.message}
        >
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
