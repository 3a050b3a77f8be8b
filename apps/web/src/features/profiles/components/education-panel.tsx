import { useState } from 'react';
import { Input, Label } from '@/components/ui/input.tsx';
import { addEducation } from '../api/add-education.ts';
import { useOwnerEdit } from '../api/use-owner-edit.ts';
import { OwnerPanel, PanelForm } from './owner-panel.tsx';
import { m } from '@/paraglide/messages.js';

const EMPTY = { degree: '', institution: '', years: '' };

/** Add education: degree, institution and years all non-empty after trimming, or nothing is sent. */
export function EducationPanel() {
  const [entry, setEntry] = useState(EMPTY);
  const edit = useOwnerEdit(addEducation, m.profedit_education_failed());
  const field = (key: keyof typeof EMPTY, label: string, placeholder: string, max: number) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`new-edu-${key}`}>{label}</Label>
      <Input
        id={`new-edu-${key}`}
        value={entry[key]}
        maxLength={max}
        placeholder={placeholder}
        onChange={(e) => setEntry((c) => ({ ...c, [key]: e.target.value }))}
      />
    </div>
  );
  return (
    <OwnerPanel
      label={m.profedit_add_education()}
      onClose={() => {
        setEntry(EMPTY);
        edit.clearError();
      }}
    >
      {(close) => (
        <PanelForm
          edit={edit}
          close={close}
          save={async () => {
            const body = {
              degree: entry.degree.trim(),
              institution: entry.institution.trim(),
              years: entry.years.trim(),
            };
            return !!body.degree && !!body.institution && !!body.years && (await edit.run(body));
          }}
        >
          {field('degree', m.profedit_degree(), m.profedit_degree_placeholder(), 150)}
          {field('institution', m.profedit_institution(), m.profedit_institution_placeholder(), 150)}
          {field('years', m.profedit_years(), m.profedit_years_placeholder(), 20)}
        </PanelForm>
      )}
    </OwnerPanel>
  );
}
