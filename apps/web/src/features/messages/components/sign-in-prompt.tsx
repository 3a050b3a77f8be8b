import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';

/** Messaging needs sign-in (spec section 6). */
export function SignInPrompt() {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <p className="text-muted-foreground">Please sign in to see your messages.</p>
      <Link to="/auth" className={buttonClass('default', 'sm')}>
        Sign In
      </Link>
    </div>
  );
}
