import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The heading of a step that replaces the one before it (signup's steps): it takes the focus when it
 * appears, since the button that led here is gone and focus would fall back to the page. Screen
 * readers read the new step; the next Tab goes on from here. Give each step its own `key`.
 */
export function StepHeading({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h2>
  );
}
