import type { District, SessionDto } from '@kt/shared';
import { api } from '@/lib/api.ts';

type Ok = { success: true; message: string };

export const changeName = (firstName: string, lastName: string) =>
  api<Ok>('/api/auth/me', { method: 'PATCH', json: { firstName, lastName } });
export const changePassword = (currentPassword: string, newPassword: string) =>
  api<Ok>('/api/auth/change-password', { method: 'POST', json: { currentPassword, newPassword } });
export const changeEmail = (password: string, newEmail: string) =>
  api<Ok>('/api/auth/change-email', { method: 'POST', json: { password, newEmail } });
export const listSessions = () => api<{ sessions: SessionDto[] }>('/api/auth/sessions');
export const revokeSession = (id: string) => api<Ok>(`/api/auth/sessions/${id}`, { method: 'DELETE' });
export const revokeOtherSessions = () => api<Ok>('/api/auth/sessions', { method: 'DELETE' });
export const deleteAccount = (password: string) =>
  api<Ok>('/api/auth/account', { method: 'DELETE', json: { password } });
export const setupTwoFactor = () =>
  api<{ secret: string; otpauthUrl: string; qrCode: string }>('/api/auth/2fa/setup', { method: 'POST' });
export const enableTwoFactor = (code: string) =>
  api<Ok & { recoveryCodes: string[] }>('/api/auth/2fa/enable', { method: 'POST', json: { code } });
export const disableTwoFactor = (password: string, code: string) =>
  api<Ok>('/api/auth/2fa/disable', { method: 'POST', json: { password, code } });
/** The export is a download: the browser follows this address with the session cookie. */
export const EXPORT_URL = '/api/auth/export';
/** The language of the user's e-mails and pushed notifications. */
export const setMailLanguage = (language: 'en' | 'ur') =>
  api<Ok>('/api/auth/me/language', { method: 'PUT', json: { language } });
/** Their district in Gilgit-Baltistan, or null (outages pause their clocks; issue 36). */
export const setDistrict = (district: District | null) =>
  api<Ok>('/api/auth/me/district', { method: 'PUT', json: { district } });
