import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Page } from '@/components/ui/page.tsx';

export function JobNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <Page className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-2xl font-bold">Job Not Found</h1>
      <p className="text-muted-foreground">
        The job you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <Link to={backTo} className={buttonClass()}>
        <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
        {backLabel}
      </Link>
    </Page>
  );
}
