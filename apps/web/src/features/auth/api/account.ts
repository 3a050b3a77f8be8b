import { api } from '@/lib/api.ts';

type Ok = { success: true; message: string };

export const requestPasswordReset = (email: string) =>
  api<Ok>('/api/auth/forgot-password', { method: 'POST', json: { email } });

export const resetPassword = (token: string, password: string) =>
  api<Ok>('/api/auth/reset-password', { method: 'POST', json: { token, password } });

export const verifyEmail = (token: string) =>
  api<Ok>('/api/auth/verify-email', { method: 'POST', json: { token } });

export const resendVerification = () => api<Ok>('/api/auth/resend-verification', { method: 'POST' });

export const completeGoogleSignUp = (role: 'freelancer' | 'client') =>
  api<Ok>('/api/auth/google/complete', { method: 'POST', json: { role } });
