import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LoginInput, RegisterInput, UserDto } from '@kt/shared';
import { api, ApiError, NETWORK_ERROR } from './api.ts';

export type SessionStatus = 'loading' | 'ready';
export type AuthResult = { success: boolean; message: string };

type Session = {
  user: UserDto | null;
  status: SessionStatus;
  login(input: LoginInput): Promise<AuthResult>;
  register(input: RegisterInput): Promise<AuthResult>;
  logout(): Promise<void>;
  /** Re-reads the current user (after a profile save, say). */
  refresh(): Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

type AuthReply = { success?: boolean; message?: string; user?: UserDto };

/** Session state of spec section 4: unknown, then signed in or out; logout always clears the user. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<UserDto | null>(null);
  const [status, setStatus] = useState<SessionStatus>('loading');

  const refresh = useCallback(async () => {
    try {
      const res = await api<{ user: UserDto }>('/api/auth/me');
      setUser(res.user);
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) console.warn('Session check failed:', err.message);
      else setUser(null); // 401 means signed out; other errors clear the user too
    } finally {
      setStatus('ready');
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const login = useCallback(async (input: LoginInput): Promise<AuthResult> => {
    try {
      const res = await api<AuthReply>('/api/auth/login', { method: 'POST', json: input });
      if (res.success && res.user) {
        setUser(res.user);
        return { success: true, message: res.message ?? 'Logged in successfully' };
      }
      return { success: false, message: res.message ?? 'Login failed. Please try again.' };
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) return { success: false, message: NETWORK_ERROR };
      if (err instanceof ApiError && err.body) return { success: false, message: err.message };
      return { success: false, message: 'Login failed. Please try again.' };
    }
  }, []);

  const register = useCallback(async (input: RegisterInput): Promise<AuthResult> => {
    try {
      const res = await api<AuthReply>('/api/auth/register', { method: 'POST', json: input });
      if (res.user) setUser(res.user);
      return { success: true, message: res.message ?? 'Account created successfully' };
    } catch (err) {
      if (err instanceof ApiError && !err.isNetwork && err.body)
        return { success: false, message: err.message };
      return { success: false, message: 'Registration failed. Please try again.' };
    }
  }, []);

  const logout = useCallback(async () => {
    try {
      await api('/api/auth/logout', { method: 'POST' });
    } catch (err) {
      console.warn('Logout call failed:', err);
    } finally {
      setUser(null);
    }
  }, []);

  const value = useMemo(
    () => ({ user, status, login, register, logout, refresh }),
    [user, status, login, register, logout, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside SessionProvider');
  return ctx;
}
