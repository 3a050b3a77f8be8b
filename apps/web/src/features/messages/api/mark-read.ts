import { api } from '@/lib/api.ts';

/** Marks one message read; only its recipient may. */
export async function markMessageRead(id: string): Promise<void> {
  await api(`/api/messages/${encodeURIComponent(id)}/read`, { method: 'PUT' });
}
