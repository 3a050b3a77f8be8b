import { m } from '@/paraglide/messages.js';

/** Shown when a page fails to load (a chunk lost on a flaky link, say). */
export function RouteError({ error }: { error: unknown }) {
  console.error(error);
  return (
    <div
      role="alert"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">{m.common_something_wrong()}</h1>
      <p className="text-muted-foreground">{m.common_page_not_loaded()}</p>
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
