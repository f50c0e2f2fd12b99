import { useState } from 'react';
import type { FieldErrors } from '../lib/fieldErrors';

/**
 * A form's field errors, and the way to show new ones: on their fields, with focus moved to the
 * first to fix in the order the fields appear. `idOf` gives a field's element id: by id rather than
 * refs, as the first field to fix is known only after validation.
 */
export function useFieldErrors<F extends string>(order: readonly F[], idOf: (field: F) => string) {
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Shows `found` and focuses the first field in it. */
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = order.find((field) => field in found);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  return { errors, setErrors, showErrors };
}
