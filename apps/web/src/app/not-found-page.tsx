import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { m } from '@/paraglide/messages.js';

export default function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-6xl font-bold text-primary">404</h1>
      <p className="text-xl text-muted-foreground">{m.common_page_not_found()}</p>
      <Link to="/" className={buttonClass()}>
        {m.common_return_home()}
      </Link>
    </div>
  );
}
