import { Link } from 'react-router';
import { UserX } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Page } from '@/components/ui/page.tsx';

export function ProfileNotFound() {
  return (
    <Page className="flex flex-col items-center gap-4 py-20 text-center">
      <UserX className="h-12 w-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Profile Not Found</h1>
      <p className="text-muted-foreground">The profile you're looking for doesn't exist.</p>
      <Link to="/" className={buttonClass('default')}>
        Back to Home
      </Link>
    </Page>
  );
}
