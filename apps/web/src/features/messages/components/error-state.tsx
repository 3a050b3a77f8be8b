import { m } from '@/paraglide/messages.js';

/** A failed load in the spec's words: the message, then a 'Try again' link that reloads. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 px-4 py-12 text-center">
      <p className="text-destructive">{message}</p>
      <a
        href={typeof window === 'undefined' ? '#' : window.location.pathname}
        onClick={(e) => {
          e.preventDefault();
          onRetry();
        }}
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {m.common_try_again()}
      </a>
    </div>
  );
}
