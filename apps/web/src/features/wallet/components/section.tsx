import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { m } from '@/paraglide/messages.js';

/** A card of the wallet page with its loading, error and empty states in one place. */
export function Section(props: {
  title: string;
  loading?: boolean;
  error?: boolean;
  empty?: string | false;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold leading-tight">{props.title}</h2>
        {props.action}
      </CardHeader>
      <CardContent>
        {props.loading ? (
          <Spinner className="py-6" label={m.wallet_loading()} />
        ) : props.error ? (
          <p role="alert" className="text-sm text-destructive">
            {m.wallet_could_not_load()}
          </p>
        ) : props.empty ? (
          <p className="text-sm text-muted-foreground">{props.empty}</p>
        ) : (
          props.children
        )}
      </CardContent>
    </Card>
  );
}
