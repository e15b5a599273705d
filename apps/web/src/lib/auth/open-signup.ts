import { createContext, useContext } from 'react';
import { useNavigate } from '../router/hooks.tsx';
import { isSmartphone } from '../viewport.ts';
import { useUser } from './user.ts';

/** Signup opened from a profile: the first message goes to `recipient`, starting with `message`. */
export interface SignupOptions {
  recipient?: { id: number; name: string };
  message?: string;
}

/** Opens the signup modal; provided by the app shell. */
export const SignupModalContext = createContext<(options?: SignupOptions) => void>(() => undefined);

/**
 * Spec "Opening signup": members go to search, smartphones to the signup page (from a profile, the
 * page that writes to it, with the message typed so far), others get the modal.
 */
export function useOpenSignup() {
  const user = useUser();
  const navigate = useNavigate();
  const openModal = useContext(SignupModalContext);
  return (options: SignupOptions = {}) => {
    if (user) navigate(options.recipient ? `/members/${options.recipient.id}` : '/members');
    else if (isSmartphone())
      navigate(options.recipient ? `/members/${options.recipient.id}/signup` : '/signup', {
        state: { message: options.message },
      });
    else openModal(options);
  };
}
