import { useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { m } from '@/paraglide/messages.js';

/** Skills added by the plus button or Enter; blank and duplicate (any case) entries are ignored. */
export function SkillsField({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: string[];
  onChange: (skills: string[]) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const skill = draft.trim();
    if (skill && !value.some((s) => s.toLowerCase() === skill.toLowerCase())) onChange([...value, skill]);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Input
          id={id}
          placeholder={m.jobown_skills_placeholder()}
          value={draft}
          maxLength={50}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <Button type="button" variant="outline" size="icon" onClick={add} aria-label={m.jobown_add_skill()}>
          <Plus className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={m.jobown_added_skills()}>
          {value.map((skill) => (
            <li key={skill} data-user-content>
              <Badge variant="secondary" className="gap-1 py-1 ps-3 pe-1 text-sm font-medium">
                {skill}
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-background"
                  aria-label={m.jobown_remove_item({ name: skill })}
                  onClick={() => onChange(value.filter((s) => s !== skill))}
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
