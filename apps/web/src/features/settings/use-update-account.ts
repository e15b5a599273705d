import type { User } from '@amoret/shared';
import { useState } from 'react';
import { useSetUser } from '../../lib/auth/user.ts';
import { http } from '../../lib/http-client.ts';

/** PUT /api/account-settings.php and put the answer into the client's member state. */
export function useUpdateAccount() {
  const setUser = useSetUser();
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const update = async (changes: { notifications_disabled?: string[]; invisible?: boolean }) => {
    setState('saving');
    try {
      const { user } = await http.request<{ user: User }>('/api/account-settings.php', {
        method: 'PUT',
        body: changes,
      });
      setUser(user);
      setState('saved');
    } catch {
      setState('failed');
    }
  };
  return { update, state };
}
