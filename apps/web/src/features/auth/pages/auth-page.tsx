import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PRODUCT_NAME } from '@kt/shared/brand';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { notifyError } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { AuthAside } from '../components/auth-aside.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SignUpForm } from '../components/sign-up-form.tsx';
import { m } from '@/paraglide/messages.js';
import { ltr } from '@/lib/i18n/format.ts';

type Tab = 'signin' | 'signup';

/** The tab a link asked for: the navigation's Sign Up button passes `{ tab: 'signup' }`. */
const tabFrom = (state: unknown): Tab =>
  (state as { tab?: unknown } | null)?.tab === 'signup' ? 'signup' : 'signin';

/** /auth: Sign In and Sign Up tabs; a signed-in visitor is sent to /. */
export default function AuthPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [tab, setTab] = useState<Tab>(() => tabFrom(location.state));

  // Pressing Sign In or Sign Up in the navigation while already here switches the tab.
  useEffect(() => setTab(tabFrom(location.state)), [location.key, location.state]);

  // Back from Google: a refusal comes as ?error=…; with two-factor on, the code step as ?step=2fa.
  const params = new URLSearchParams(location.search);
  const googleError = params.get('error');
  const twoFactorStep = params.get('step') === '2fa';
  useEffect(() => {
    if (googleError) notifyError(googleError);
  }, [googleError]);

  if (user) return <Navigate to="/" replace />;
  const done = () => navigate('/', { replace: true });

  return (
    <div className="flex min-h-[calc(100dvh-3.5rem)] items-start justify-center sm:items-center bg-muted/60 px-4 py-6 sm:py-10 lg:min-h-dvh">
      <div className="w-full max-w-md lg:max-w-5xl">
        <Link
          to="/"
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
          {m.auth_back_home()}
        </Link>
        <div className="overflow-hidden rounded-2xl border bg-background shadow-xl lg:grid lg:grid-cols-[5fr_6fr]">
          <AuthAside />
          <div className="p-5 sm:p-8 lg:p-10">
            <h1 className="text-2xl font-bold tracking-tight">
              {tab === 'signin' ? m.auth_welcome_back() : m.auth_join({ product: ltr(PRODUCT_NAME) })}
            </h1>
            <p className="mt-1 text-sm text-muted-foreground">
              {tab === 'signin' ? m.auth_signin_intro() : m.auth_signup_intro()}
            </p>
            <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="mt-6">
              <TabsList className="h-11 w-full">
                <TabsTrigger value="signin" className="h-9 flex-1">
                  {m.auth_tab_sign_in()}
                </TabsTrigger>
                <TabsTrigger value="signup" className="h-9 flex-1">
                  {m.auth_tab_sign_up()}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="signin" className="mt-6">
                <SignInForm onSuccess={done} startWithCode={twoFactorStep} />
              </TabsContent>
              <TabsContent value="signup" className="mt-6">
                <SignUpForm onSuccess={done} />
              </TabsContent>
            </Tabs>
          </div>
        </div>
      </div>
    </div>
  );
}
