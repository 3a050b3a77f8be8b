import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useSession } from '@/lib/session.tsx';
import { verifyEmail } from '../api/account.ts';
import { AuthCard, AuthNotice } from '../components/auth-card.tsx';
import { m } from '@/paraglide/messages.js';

/** /auth/verify-email?token=…: confirms the address (sign-up or an e-mail change) once, on arrival. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, refresh } = useSession();
  // A query, not an effect: it runs once per token even when React mounts the page twice.
  const result = useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => {
      const res = await verifyEmail(token);
      await refresh();
      return res;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  return (
    <AuthCard title={m.auth_verify_title()}>
      {!token ? (
        <AuthNotice tone="error">{m.auth_link_incomplete()}</AuthNotice>
      ) : result.isPending ? (
        <Spinner label={m.auth_confirming()} />
      ) : result.isError ? (
        <AuthNotice tone="error">
          <span data-user-content>{errorMessage(result.error, m.auth_something_wrong())}</span>
          {user && m.auth_verify_new_link_hint()}
        </AuthNotice>
      ) : (
        <div className="flex flex-col gap-4">
          <AuthNotice tone="ok">
            <span data-user-content>{result.data.message}</span>
          </AuthNotice>
          <Link to={user ? '/' : '/auth'} className="text-sm font-medium text-primary underline">
            {user ? m.auth_continue() : m.auth_verify_sign_in()}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
