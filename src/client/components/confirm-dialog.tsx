import { Box, Button, Dialog, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ModalDialog, ModalDialogTitle } from './ui/modal-dialog';

export const CONFIRM_DIALOG_TEXT = { cancel: 'Cancel' } as const;

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  /** The confirm button's name: say what happens ("Delete", "Leave"), not "OK". */
  confirmLabel: string;
  /** The other button's name; "Cancel" unless said. */
  cancelLabel?: string;
  /** Red confirm button for what can't be undone (the default); the brand colour otherwise. */
  destructive?: boolean;
  /** While the confirmed action runs: both buttons disabled, the dialog stays open. */
  pending?: boolean;
  /** The confirm button's text while pending ("Deleting..."). */
  pendingLabel?: string;
  /** The server's refusal, shown inside the dialog. */
  error?: string | null;
  /** A choice the action needs, under the body (who takes an author's posts over, say). */
  children?: ReactNode;
  onConfirm: () => void;
}

/**
 * "Are you sure?" before something that can't be undone, as a modal alert dialog (focus kept
 * inside, Escape cancels, Cancel gets focus first).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  cancelLabel = CONFIRM_DIALOG_TEXT.cancel,
  destructive = true,
  pending = false,
  pendingLabel,
  error,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <ModalDialog role="alertdialog" open={open} onOpenChange={onOpenChange} pending={pending} p={{ base: '5', md: '6' }}>
      <ModalDialogTitle>{title}</ModalDialogTitle>
      <Dialog.Description mt="2" color="gray.600">
        {body}
      </Dialog.Description>
      {children ? <Box mt="4">{children}</Box> : null}
      {error ? (
        <Text role="alert" mt="3" color="red.700" fontSize="sm">
          {error}
        </Text>
      ) : null}
      <Dialog.Footer display="flex" gap="3" justifyContent="flex-end" mt="6" flexWrap="wrap">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" rounded="full" disabled={pending}>
            {cancelLabel}
          </Button>
        </Dialog.ActionTrigger>
        <Button
          colorPalette={destructive ? 'red' : 'brand'}
          rounded="full"
          loading={pending}
          loadingText={pendingLabel}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  );
}
