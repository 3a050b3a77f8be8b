import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, serverMessage } from '@/lib/api.ts';
import { profileKeys } from './keys.ts';
import { m } from '@/paraglide/messages.js';

/**
 * The alert text of spec section 8 for a failed owner edit: the server's message, else `fallback`
 * ('Failed to add language'); a network failure reads 'Failed to add language. Please try again.'.
 */
export function ownerEditError(err: unknown, fallback: string): string {
  if (err instanceof ApiError && !err.isNetwork) return serverMessage(err) ?? fallback;
  return m.profedit_try_again({ message: fallback });
}

/** Runs one owner edit; on success the profile data reloads, on failure `error` holds the alert. */
export function useOwnerEdit<T>(
  call: (arg: T) => Promise<{ success: boolean; message?: string }>,
  fallback: string,
) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (arg: T) => {
      const res = await call(arg);
      if (!res.success) throw new ApiError(400, res.message ?? fallback, res);
      return res;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
  /** Resolves true when the edit was saved. */
  const run = async (arg: T): Promise<boolean> => {
    setError(null);
    try {
      await mutation.mutateAsync(arg);
      return true;
    } catch (err) {
      setError(ownerEditError(err, fallback));
      return false;
    }
  };
  return { run, pending: mutation.isPending, error, clearError: () => setError(null) };
}
