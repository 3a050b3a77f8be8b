import { Briefcase, Users } from 'lucide-react';
import type { UserRole } from '@kt/shared/constants';
import { cn } from '@/lib/cn.ts';
import { m } from '@/paraglide/messages.js';

/** Called at render: the labels follow the language. */
const options = (): { value: UserRole; label: string; hint: string; icon: typeof Briefcase }[] => [
  {
    value: 'freelancer',
    label: m.auth_role_find_work(),
    hint: m.auth_role_freelancer_hint(),
    icon: Briefcase,
  },
  { value: 'client', label: m.auth_role_hire_talent(), hint: m.auth_role_client_hint(), icon: Users },
];

/** 'I want to:' Find Work (freelancer) or Hire Talent (client), as two radio cards. */
export function RoleChoice({ value, onChange }: { value: UserRole; onChange: (role: UserRole) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{m.auth_i_want_to()}</legend>
      <div className="grid grid-cols-2 gap-3">
        {options().map(({ value: option, label, hint, icon: Icon }) => {
          const checked = value === option;
          return (
            <label
              key={option}
              className={cn(
                'relative flex cursor-pointer flex-col gap-1 rounded-lg border-2 p-3 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked ? 'border-primary bg-secondary' : 'border-border hover:border-primary/40',
              )}
            >
              <input
                type="radio"
                name="role"
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                className="absolute end-3 top-3 h-4 w-4 accent-primary focus-visible:outline-none"
              />
              <Icon
                className={cn('h-5 w-5', checked ? 'text-primary' : 'text-muted-foreground')}
                aria-hidden="true"
              />
              <span className="text-sm font-semibold">{label}</span>
              <span className="text-xs text-muted-foreground">{hint}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
