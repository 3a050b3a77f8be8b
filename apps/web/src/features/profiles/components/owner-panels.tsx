import { useState } from 'react';
import { Input, Label } from '@/components/ui/input.tsx';
import { addCertification } from '../api/add-certification.ts';
import { addLanguage } from '../api/add-language.ts';
import { updateProfile } from '../api/update-profile.ts';
import { useOwnerEdit } from '../api/use-owner-edit.ts';
import { OwnerPanel, PanelForm, TextFieldPanel } from './owner-panel.tsx';

/** Edit location: sent only when non-empty after trimming. */
export function LocationPanel({ current }: { current: string | null }) {
  return (
    <TextFieldPanel
      label="Edit Location"
      kind="edit"
      initial={current ?? ''}
      inputId="edit-location"
      inputLabel="City"
      inputProps={{ maxLength: 100 }}
      parse={(location) => location || null}
      call={(location: string) => updateProfile({ location })}
      fallback="Failed to update location"
    />
  );
}

/** Edit hourly rate: sent only when non-empty and numeric, as a number. */
export function HourlyRatePanel({ current }: { current: number }) {
  return (
    <TextFieldPanel
      label="Edit Hourly Rate"
      kind="edit"
      initial={String(current)}
      inputId="edit-rate"
      inputLabel="Hourly rate (£)"
      inputProps={{ type: 'number', inputMode: 'decimal', min: 0, max: 1000, step: '0.01' }}
      parse={(text) => {
        const rate = Number(text);
        return text && Number.isFinite(rate) ? rate : null;
      }}
      call={(hourlyRate: number) => updateProfile({ hourlyRate })}
      fallback="Failed to update hourly rate"
    />
  );
}

/** Add language: sent only when non-empty after trimming. */
export function LanguagePanel() {
  return (
    <TextFieldPanel
      label="Add Language"
      inputId="new-language"
      inputLabel="Language"
      inputProps={{ maxLength: 50, placeholder: 'e.g., Urdu' }}
      parse={(language) => language || null}
      call={addLanguage}
      fallback="Failed to add language"
    />
  );
}

const EMPTY_CERT = { name: '', issuer: '', year: '' };

/** Add certification: name, issuer and year all non-empty after trimming, or nothing is sent. */
export function CertificationPanel() {
  const [cert, setCert] = useState(EMPTY_CERT);
  const edit = useOwnerEdit(addCertification, 'Failed to add certification');
  const field = (key: keyof typeof EMPTY_CERT, label: string, placeholder: string, max: number) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`new-cert-${key}`}>{label}</Label>
      <Input
        id={`new-cert-${key}`}
        value={cert[key]}
        maxLength={max}
        placeholder={placeholder}
        onChange={(e) => setCert((c) => ({ ...c, [key]: e.target.value }))}
      />
    </div>
  );
  return (
    <OwnerPanel
      label="Add Certification"
      onClose={() => {
        setCert(EMPTY_CERT);
        edit.clearError();
      }}
    >
      {(close) => (
        <PanelForm
          edit={edit}
          close={close}
          save={async () => {
            const body = { name: cert.name.trim(), issuer: cert.issuer.trim(), year: cert.year.trim() };
            return !!body.name && !!body.issuer && !!body.year && (await edit.run(body));
          }}
        >
          {field('name', 'Certification name', 'e.g., AWS Cloud Practitioner', 100)}
          {field('issuer', 'Issuer', 'e.g., Amazon Web Services', 100)}
          {field('year', 'Year', 'e.g., 2024', 20)}
        </PanelForm>
      )}
    </OwnerPanel>
  );
}
