import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { m } from '@/paraglide/messages.js';

/** Messaging needs sign-in (spec section 6). */
export function SignInPrompt() {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <p className="text-muted-foreground">{m.messages_sign_in_prompt()}</p>
      <Link to="/auth" className={buttonClass('default', 'sm')}>
        {m.nav_sign_in()}
      </Link>
    </div>
  );
}
