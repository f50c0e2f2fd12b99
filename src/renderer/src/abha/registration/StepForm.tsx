import type { ReactNode } from 'react';

/**
 * The form of one registration step: no browser validation bubbles (each step checks its fields
 * and says what is wrong in words), and a submit while the step's call is under way does nothing.
 */
export function StepForm({
  busy = false,
  onSubmit,
  children,
}: {
  busy?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {children}
    </form>
  );
}
