import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load (a chunk lost on a flaky link, say). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <div
      role="alert"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">
        {status === 404 ? 'Oops! Page not found' : 'Something went wrong'}
      </h1>
      <p className="text-muted-foreground">
        This page could not be loaded. Check your connection and try again.
      </p>
      <button
        type="button"
        className="rounded-md bg-primary px-4 py-2 text-primary-foreground"
        onClick={() => window.location.reload()}
      >
        Try again
      </button>
    </div>
  );
}
