import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  /** The field's message (the server's `fieldErrorsOf(error).title`, or the form's own check). */
  error?: string | null;
  /** A hint under the field, hidden while an error shows. */
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A labelled form field: the visible label is tied to the control inside (Chakra's Input,
 * Textarea, NativeSelect.Field … read Field.Root for their id, `aria-invalid`, `required` and
 * `aria-describedby`), the error replaces the helper and is announced (aria-live).
 */
export function FormField({ label, error, helper, required = false, disabled, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label fontWeight="medium" color="gray.800">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
