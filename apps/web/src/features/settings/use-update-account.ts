import type { User } from '@amoret/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userQueryKey, useSetUser } from '../../lib/auth/user.ts';
import { http } from '../../lib/http-client.ts';

/**
 * PUT /api/account-settings.php. The switch moves at once (the server nearly always agrees) and goes
 * back if it does not; the server's answer then becomes the member state.
 */
export function useUpdateAccount() {
  const setUser = useSetUser();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const update = async (changes: { notifications_disabled?: string[]; invisible?: boolean }) => {
    const before = queryClient.getQueryData<User | null>(userQueryKey);
    if (before) setUser({ ...before, ...changes });
    setState('saving');
    try {
      const { user } = await http.request<{ user: User }>('/api/account-settings.php', {
        method: 'PUT',
        body: changes,
      });
      setUser(user);
      setState('saved');
    } catch {
      if (before) setUser(before);
      setState('failed');
    }
  };
  return { update, state };
}
