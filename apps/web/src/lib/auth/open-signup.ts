import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from './user.ts';

/** Opens the signup modal; provided by the app shell. */
export const SignupModalContext = createContext<() => void>(() => undefined);

const isSmartphone = () => window.matchMedia?.('(max-width: 767.98px)').matches ?? false;

/** Spec "Opening signup": members go to search, smartphones to the signup page, others get the modal. */
export function useOpenSignup() {
  const user = useUser();
  const navigate = useNavigate();
  const openModal = useContext(SignupModalContext);
  return () => {
    if (user) navigate('/members');
    else if (isSmartphone()) navigate('/signup');
    else openModal();
  };
}
