import { lazy, type ReactNode, Suspense, useState } from 'react';
import { SignupModalContext, type SignupOptions } from '../../lib/auth/open-signup.ts';

const SignupModal = lazy(() => import('../../features/signup/signup-modal.tsx'));

/** Provides "open the signup modal" to the whole app; the modal's code loads when first opened. */
export function SignupModalHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<SignupOptions | null>(null);
  return (
    <SignupModalContext.Provider value={(options = {}) => setOpen(options)}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <SignupModal options={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </SignupModalContext.Provider>
  );
}
