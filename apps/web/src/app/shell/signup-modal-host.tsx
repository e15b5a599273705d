import { lazy, type ReactNode, Suspense, useState } from 'react';
import { SignupModalContext } from '../../lib/auth/open-signup.ts';

const SignupModal = lazy(() => import('../../features/signup/signup-modal.tsx'));

/** Provides "open the signup modal" to the whole app; the modal's code loads when first opened. */
export function SignupModalHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <SignupModalContext.Provider value={() => setOpen(true)}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <SignupModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </SignupModalContext.Provider>
  );
}
