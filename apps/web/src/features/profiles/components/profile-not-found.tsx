import { Link } from 'react-router';
import { UserX } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Page } from '@/components/ui/page.tsx';
import { m } from '@/paraglide/messages.js';

export function ProfileNotFound() {
  return (
    <Page className="flex flex-col items-center gap-4 py-20 text-center">
      <UserX className="h-12 w-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{m.profiles_not_found()}</h1>
      <p className="text-muted-foreground">{m.profiles_not_found_text()}</p>
      <Link to="/" className={buttonClass('default')}>
        {m.profiles_back_to_home()}
      </Link>
    </Page>
  );
}
