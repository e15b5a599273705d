import type { EndpointBody, endpoints, User } from '@amoret/shared';
import { routes } from '@amoret/shared';
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { useSetUser } from '../../lib/auth/user.ts';

type Changes = EndpointBody<typeof endpoints.accountSettings.update>;
type Pending = { changes: Changes; before?: User; answered: boolean };

/**
 * PUT /api/account-settings.php. The switch moves at once (the server nearly always agrees): `shown`
 * is `member` with the change laid over it until the server's answer has become the member, and
 * without it after a failure. "Has become" means the member is no longer the object it was at the
 * click: the query cache tells its readers a task later than this hook re-renders, so dropping the
 * change on the answer alone showed the old value for a moment (a switch that flicked back).
 */
export function useUpdateAccount(member?: User) {
  const setUser = useSetUser();
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [pending, setPending] = useState<Pending | null>(null);
  const update = async (changes: Changes) => {
    setPending({ changes, before: member, answered: false });
    setState('saving');
    try {
      const { user } = await api.call(routes.accountSettings.update, { body: changes });
      setUser(user);
      setPending((p) => p && { ...p, answered: true });
      setState('saved');
    } catch {
      setPending(null);
      setState('failed');
    }
  };
  const overlaid = pending && !(pending.answered && member !== pending.before);
  const shown = member && overlaid ? withChanges(member, pending.changes) : member;
  return { update, state, shown };
}

function withChanges(member: User, { resume_email, ...fields }: Changes): User {
  return { ...member, ...fields, ...(resume_email && { email_stop_reason: null }) };
}
