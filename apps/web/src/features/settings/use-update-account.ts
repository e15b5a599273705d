import type { EndpointBody, endpoints, User } from '@amoret/shared';
import { routes } from '@amoret/shared';
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { useSetUser } from '../../lib/auth/user.ts';

type Changes = EndpointBody<typeof endpoints.accountSettings.update>;

/**
 * PUT /api/account-settings.php. The switch moves at once (the server nearly always agrees): `shown`
 * holds the change until the server's answer becomes the member state, and is dropped on failure.
 */
export function useUpdateAccount() {
  const setUser = useSetUser();
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [pending, setPending] = useState<Changes | null>(null);
  const update = async (changes: Changes) => {
    setPending(changes);
    setState('saving');
    try {
      const { user } = await api.call(routes.accountSettings.update, { body: changes });
      setUser(user);
      setState('saved');
    } catch {
      setState('failed');
    } finally {
      setPending(null);
    }
  };
  /** The member as the switches should show it. */
  const shown = (user: User): User => {
    if (!pending) return user;
    const { resume_email, ...fields } = pending;
    return { ...user, ...fields, ...(resume_email && { email_stop_reason: null }) };
  };
  return { update, state, shown };
}
