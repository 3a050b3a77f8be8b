import { Button } from '@/components/ui/button.tsx';
import { m } from '@/paraglide/messages.js';

/** While the programme's content loads, or when it could not be loaded (with a retry). */
export function ProgrammeStatus({ failed, retry }: { failed: boolean; retry: () => void }) {
  if (failed) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-6">
        <p className="text-muted-foreground">{m.programme_not_loaded()}</p>
        <Button variant="outline" size="sm" onClick={retry}>
          {m.common_try_again()}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="p-6 text-center text-muted-foreground">
      {m.common_loading()}
    </p>
  );
}
