import { useState } from 'react';
import { Input, Label } from '@/components/ui/input.tsx';
import { addCertification } from '../api/add-certification.ts';
import { addLanguage } from '../api/add-language.ts';
import { updateProfile } from '../api/update-profile.ts';
import { useOwnerEdit } from '../api/use-owner-edit.ts';
import { OwnerPanel, PanelActions, PanelAlert } from './owner-panel.tsx';

/** Edit location: sent only when non-empty after trimming. */
export function LocationPanel({ current }: { current: string | null }) {
  const [value, setValue] = useState(current ?? '');
  const edit = useOwnerEdit((location: string) => updateProfile({ location }), 'Failed to update location');
  return (
    <OwnerPanel
      label="Edit Location"
      kind="edit"
      onClose={() => {
        setValue(current ?? '');
        edit.clearError();
      }}
    >
      {(close) => (
        <form
          className="flex flex-col gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            const location = value.trim();
            if (location && (await edit.run(location))) close();
          }}
        >
          <Label htmlFor="edit-location">City</Label>
          <Input
            id="edit-location"
            value={value}
            maxLength={100}
            onChange={(e) => setValue(e.target.value)}
          />
          <PanelAlert message={edit.error} />
          <PanelActions pending={edit.pending} close={close} />
        </form>
      )}
    </OwnerPanel>
  );
}

/** Edit hourly rate: sent only when non-empty and numeric, as a number. */
export function HourlyRatePanel({ current }: { current: number }) {
  const [value, setValue] = useState(String(current));
  const edit = useOwnerEdit(
    (hourlyRate: number) => updateProfile({ hourlyRate }),
    'Failed to update hourly rate',
  );
  return (
    <OwnerPanel
      label="Edit Hourly Rate"
      kind="edit"
      onClose={() => {
        setValue(String(current));
        edit.clearError();
      }}
    >
      {(close) => (
        <form
          className="flex flex-col gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            const text = value.trim();
            const rate = Number(text);
            if (text && Number.isFinite(rate) && (await edit.run(rate))) close();
          }}
        >
          <Label htmlFor="edit-rate">Hourly rate (£)</Label>
          <Input
            id="edit-rate"
            type="number"
            inputMode="decimal"
            min={0}
            max={1000}
            step="0.01"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <PanelAlert message={edit.error} />
          <PanelActions pending={edit.pending} close={close} />
        </form>
      )}
    </OwnerPanel>
  );
}

/** Add language: sent only when non-empty after trimming. */
export function LanguagePanel() {
  const [value, setValue] = useState('');
  const edit = useOwnerEdit(addLanguage, 'Failed to add language');
  return (
    <OwnerPanel
      label="Add Language"
      onClose={() => {
        setValue('');
        edit.clearError();
      }}
    >
      {(close) => (
        <form
          className="flex flex-col gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            const language = value.trim();
            if (language && (await edit.run(language))) close();
          }}
        >
          <Label htmlFor="new-language">Language</Label>
          <Input
            id="new-language"
            value={value}
            maxLength={50}
            placeholder="e.g., Urdu"
            onChange={(e) => setValue(e.target.value)}
          />
          <PanelAlert message={edit.error} />
          <PanelActions pending={edit.pending} close={close} />
        </form>
      )}
    </OwnerPanel>
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
        <form
          className="flex flex-col gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            const body = { name: cert.name.trim(), issuer: cert.issuer.trim(), year: cert.year.trim() };
            if (body.name && body.issuer && body.year && (await edit.run(body))) close();
          }}
        >
          {field('name', 'Certification name', 'e.g., AWS Cloud Practitioner', 100)}
          {field('issuer', 'Issuer', 'e.g., Amazon Web Services', 100)}
          {field('year', 'Year', 'e.g., 2024', 20)}
          <PanelAlert message={edit.error} />
          <PanelActions pending={edit.pending} close={close} />
        </form>
      )}
    </OwnerPanel>
  );
}
