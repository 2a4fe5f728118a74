import { chakra, type HTMLChakraProps, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import type { useRecordEditor } from './use-record-editor';

type Editor = Pick<ReturnType<typeof useRecordEditor>, 'submit' | 'attachForm' | 'guard' | 'formError'>;

export interface AdminRecordFormProps extends Omit<HTMLChakraProps<'form'>, 'onSubmit' | 'ref'> {
  editor: Editor;
  /** False where the page asks once for all its forms (an UnsavedChangesGuard of its own). */
  guarded?: boolean;
  children: ReactNode;
}

/**
 * The form of a `useRecordEditor`: submits through it, asks before leaving unsaved changes, and
 * says why a save was refused at its top (announced; the first marked field also gets focus).
 */
export function AdminRecordForm({
  editor: { attachForm, submit, guard, formError },
  guarded = true,
  children,
  ...props
}: AdminRecordFormProps) {
  return (
    <chakra.form ref={attachForm} onSubmit={(event) => void submit(event)} noValidate {...props}>
      {guarded ? <UnsavedChangesGuard when={guard} /> : null}
      {formError ? (
        <Text role="alert" color="fg.error" fontWeight="medium" mb="4">
          {formError}
        </Text>
      ) : null}
      {children}
    </chakra.form>
  );
}
