import { useState } from 'react';
import { Input, Label } from '@/components/ui/input.tsx';
import { addCertification } from '../api/add-certification.ts';
import { addLanguage } from '../api/add-language.ts';
import { updateProfile } from '../api/update-profile.ts';
import { useOwnerEdit } from '../api/use-owner-edit.ts';
import { OwnerPanel, PanelForm, TextFieldPanel } from './owner-panel.tsx';
import { m } from '@/paraglide/messages.js';

/** Edit location: sent only when non-empty after trimming. */
export function LocationPanel({ current }: { current: string | null }) {
  return (
    <TextFieldPanel
      label={m.profedit_edit_location()}
      kind="edit"
      initial={current ?? ''}
      inputId="edit-location"
      inputLabel={m.profedit_city()}
      inputProps={{ maxLength: 100 }}
      parse={(location) => location || null}
      call={(location: string) => updateProfile({ location })}
      fallback={m.profedit_location_failed()}
    />
  );
}

/** Edit hourly rate: sent only when non-empty and numeric, as a number. */
export function HourlyRatePanel({ current }: { current: number }) {
  return (
    <TextFieldPanel
      label={m.profedit_edit_rate()}
      kind="edit"
      initial={String(current)}
      inputId="edit-rate"
      inputLabel={m.profedit_rate_label()}
      inputProps={{ type: 'number', inputMode: 'decimal', min: 0, max: 1000, step: '0.01' }}
      parse={(text) => {
        const rate = Number(text);
        return text && Number.isFinite(rate) ? rate : null;
      }}
      call={(hourlyRate: number) => updateProfile({ hourlyRate })}
      fallback={m.profedit_rate_failed()}
    />
  );
}

/** Add language: sent only when non-empty after trimming. */
export function LanguagePanel() {
  return (
    <TextFieldPanel
      label={m.profedit_add_language()}
      inputId="new-language"
      inputLabel={m.profedit_language()}
      inputProps={{ maxLength: 50, placeholder: m.profedit_language_placeholder() }}
      parse={(language) => language || null}
      call={addLanguage}
      fallback={m.profedit_language_failed()}
    />
  );
}

const EMPTY_CERT = { name: '', issuer: '', year: '' };

/** Add certification: name, issuer and year all non-empty after trimming, or nothing is sent. */
export function CertificationPanel() {
  const [cert, setCert] = useState(EMPTY_CERT);
  const edit = useOwnerEdit(addCertification, m.profedit_certification_failed());
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
      label={m.profedit_add_certification()}
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
          {field('name', m.profedit_cert_name(), m.profedit_cert_name_placeholder(), 100)}
          {field('issuer', m.profedit_cert_issuer(), m.profedit_cert_issuer_placeholder(), 100)}
          {field('year', m.profedit_cert_year(), m.profedit_cert_year_placeholder(), 20)}
        </PanelForm>
      )}
    </OwnerPanel>
  );
}
