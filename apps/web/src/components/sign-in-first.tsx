import { Link } from 'react-router';
import { m } from '@/paraglide/messages.js';
import { LogIn } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';

/**
 * A guest is asked to sign in before a form, not after typing into it (issue 21): shown in place
 * of the proposal, post-job and profile forms.
 */
export function SignInFirst({ title, description }: { title: string; description: string }) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Link to="/auth" className={buttonClass()}>
          <LogIn className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
          {m.nav_sign_in()}
        </Link>
        <Link to="/auth" state={{ tab: 'signup' }} className={buttonClass('outline')}>
          {m.nav_sign_up()}
        </Link>
      </CardContent>
    </Card>
  );
}
