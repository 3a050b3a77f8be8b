import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import {
  authReply,
  loginReply,
  meReply,
  okReply,
  type LoginInput,
  type RegisterInput,
  type UserDto,
} from '@kt/shared';
import { api, ApiError, NETWORK_ERROR, serverMessage } from './api.ts';
import { forgetCachedReplies } from './shown-from-cache.ts';

export type SessionStatus = 'loading' | 'ready';
/** `twoFactorRequired`: the password was right; `loginTwoFactor(code)` completes the sign-in. */
export type AuthResult = { success: boolean; message: string; twoFactorRequired?: boolean };

type Session = {
  user: UserDto | null;
  /** 'loading' until the first current-user check has answered. */
  status: SessionStatus;
  login(input: LoginInput): Promise<AuthResult>;
  /** The second step of a sign-in with two-factor on: an authenticator or recovery code. */
  loginTwoFactor(code: string): Promise<AuthResult>;
  register(input: RegisterInput): Promise<AuthResult>;
  /** Always ends with the user cleared, even when the server call fails. */
  logout(): Promise<AuthResult>;
  /** Re-reads the current user (after a profile save, say). */
  refresh(): Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

export const LOGIN_FAILED = 'Login failed. Please try again.';
export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

/**
 * Session state of spec sections 4 and 8: unknown, then signed in or out. Login and registration
 * set the user; logout always clears it. A 401 from the current-user check means signed out; a
 * network failure leaves the user as it was; any other error clears it.
 */
export function SessionProvider({
  children,
  signedOut = false,
}: {
  children: ReactNode;
  signedOut?: boolean;
}) {
  const [user, setUser] = useState<UserDto | null>(null);
  // `signedOut`: a page the server rendered for someone without a session cookie (decision 031). It
  // starts signed out, as rendered, so hydration finds what the server drew; the check below still runs.
  const [status, setStatus] = useState<SessionStatus>(signedOut ? 'ready' : 'loading');
  const queryClient = useContext(QueryClientContext);
  /** Bumped whenever the user changes hands, so a slower, older check cannot overwrite it. */
  const generation = useRef(0);

  /** A different person (or nobody) from now on: forget the previous one's cached data. */
  const changeUser = useCallback(
    (next: UserDto | null) => {
      generation.current += 1;
      queryClient?.removeQueries();
      void forgetCachedReplies();
      setUser(next);
      setStatus('ready');
    },
    [queryClient],
  );

  const refresh = useCallback(async () => {
    const started = generation.current;
    try {
      const res = await api('/api/auth/me', { reply: meReply });
      if (generation.current === started) setUser(res.user ?? null);
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) console.warn('Session check failed:', err.message);
      else if (generation.current === started) {
        // 401: signed out (the session ended elsewhere); others clear too. What was kept for
        // reading offline belonged to the person who was signed in.
        void forgetCachedReplies();
        setUser(null);
      }
    } finally {
      setStatus('ready');
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const login = useCallback(
    async (input: LoginInput): Promise<AuthResult> => {
      try {
        const res = await api('/api/auth/login', { reply: loginReply, method: 'POST', json: input });
        if ('user' in res && res.user) {
          changeUser(res.user);
          return { success: true, message: res.message || 'Logged in successfully' };
        }
        if ('twoFactorRequired' in res && res.twoFactorRequired) {
          return { success: true, twoFactorRequired: true, message: res.message || 'Enter your code' };
        }
        return { success: false, message: res.message || LOGIN_FAILED };
      } catch (err) {
        if (err instanceof ApiError && err.isNetwork) return { success: false, message: NETWORK_ERROR };
        return { success: false, message: serverMessage(err) ?? LOGIN_FAILED };
      }
    },
    [changeUser],
  );

  const loginTwoFactor = useCallback(
    async (code: string): Promise<AuthResult> => {
      try {
        const res = await api('/api/auth/login/2fa', { reply: authReply, method: 'POST', json: { code } });
        if (res.user) changeUser(res.user);
        return { success: true, message: res.message || 'Logged in successfully' };
      } catch (err) {
        if (err instanceof ApiError && err.isNetwork) return { success: false, message: NETWORK_ERROR };
        return { success: false, message: serverMessage(err) ?? LOGIN_FAILED };
      }
    },
    [changeUser],
  );

  const register = useCallback(
    async (input: RegisterInput): Promise<AuthResult> => {
      try {
        const res = await api('/api/auth/register', { reply: authReply, method: 'POST', json: input });
        if (res.user) changeUser(res.user);
        return { success: true, message: res.message || 'Account created successfully' };
      } catch (err) {
        return { success: false, message: serverMessage(err) ?? REGISTRATION_FAILED };
      }
    },
    [changeUser],
  );

  const logout = useCallback(async (): Promise<AuthResult> => {
    try {
      const res = await api('/api/auth/logout', { reply: okReply, method: 'POST' });
      return { success: true, message: res?.message || 'Logged out successfully' };
    } catch (err) {
      console.warn('Logout call failed:', err);
      return { success: false, message: serverMessage(err) ?? 'Logout failed' };
    } finally {
      changeUser(null);
    }
  }, [changeUser]);

  const value = useMemo(
    () => ({ user, status, login, loginTwoFactor, register, logout, refresh }),
    [user, status, login, loginTwoFactor, register, logout, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The signed-in user's id, or undefined (also outside a SessionProvider, as in a component's test). */
export function useSignedInUserId(): string | undefined {
  return useContext(SessionContext)?.user?._id;
}

export function useSession(): Session {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside SessionProvider');
  return ctx;
}
