import { useQueryClient } from '@tanstack/react-query';
import { m } from '@/paraglide/messages.js';
import { useLocation, useNavigate } from 'react-router';
import { ConnectionError } from '@/components/ui/connection-error.tsx';
import { isNetworkFailure, useOnline } from '@/lib/online.ts';

/**
 * A page that failed to load or render, shown inside the layout so the navigation stays (issue
 * 21). A lost link reads 'You are offline' with a Retry: it reopens the page once the link is back
 * (a fresh load for a lost chunk, which the browser may have cached as failed).
 */
export function PageError({ error }: { error: unknown }) {
  const online = useOnline();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  console.error(error);

  if (isNetworkFailure(error) || !online) {
    const retry = () => {
      if (!navigator.onLine) return;
      if (error instanceof Error && /import|module|chunk/i.test(error.message)) {
        window.location.reload();
        return;
      }
      void queryClient.invalidateQueries();
      void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    };
    return <ConnectionError offline={!online} onRetry={retry} />;
  }
  return (
    <div
      role="alert"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">{m.common_something_wrong()}</h1>
      <p className="text-muted-foreground">{m.common_page_not_shown()}</p>
      <button
        type="button"
        className="rounded-md bg-primary px-4 py-2 text-primary-foreground"
        onClick={() => window.location.reload()}
      >
        {m.common_try_again()}
      </button>
    </div>
  );
}
