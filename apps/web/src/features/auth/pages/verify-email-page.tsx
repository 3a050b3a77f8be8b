import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useSession } from '@/lib/session.tsx';
import { verifyEmail } from '../api/account.ts';
import { AuthCard, AuthNotice } from '../components/auth-card.tsx';

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
    <AuthCard title="Confirm your email">
      {!token ? (
        <AuthNotice tone="error">This link is incomplete.</AuthNotice>
      ) : result.isPending ? (
        <Spinner label="Confirming..." />
      ) : result.isError ? (
        <AuthNotice tone="error">
          {errorMessage(result.error, 'Something went wrong. Please try again.')}
          {user && ' You can ask for a new link from the banner at the top of the page or in Settings.'}
        </AuthNotice>
      ) : (
        <div className="flex flex-col gap-4">
          <AuthNotice tone="ok">{result.data.message}</AuthNotice>
          <Link to={user ? '/' : '/auth'} className="text-sm font-medium text-primary underline">
            {user ? 'Continue' : 'Sign in'}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
