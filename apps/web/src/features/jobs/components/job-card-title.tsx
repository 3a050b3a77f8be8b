import { Link } from 'react-router';

/** A job card's title: a link whose click area stretches over the whole (relative) card. */
export function JobCardTitle({ to, title }: { to: string; title: string }) {
  return (
    <h2 className="text-lg font-semibold leading-snug" data-user-content>
      <Link
        to={to}
        className="break-words after:absolute after:inset-0 after:rounded-lg hover:text-primary focus-visible:outline-none"
      >
        {title}
      </Link>
    </h2>
  );
}
