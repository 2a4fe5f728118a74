import { Box, Button, Dialog, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { INTEGRATION_SCOPES, type IntegrationScope } from '../../../../shared/constants/integrations';
import { formatDisplayDate } from '../../../../shared/lib/dates';
import { endOfSydneyDay } from '../../../../shared/lib/sydney-clock';
import { checkExpiry, checkIntegrationName, checkScopes, defaultExpiryDay, maxExpiryDay } from '../../../../shared/rules/integrations';
import type { CreatedIntegrationDto } from '../../../../shared/schemas/integrations';
import { ModalDialog, ModalDialogTitle } from '../../../components/ui/modal-dialog';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { FormField, NativeCheckbox, useDialogForm } from '../kit';
import { INTEGRATIONS_TEXT as T, SCOPE_LABELS } from './integrations-text';

interface TokenValues {
  name: string;
  scopes: IntegrationScope[];
  /** A Sydney day, YYYY-MM-DD. */
  expiresAt: string;
}

/** The rules the server applies (shared/rules/integrations.ts), beside their fields. */
function check(values: TokenValues) {
  return {
    name: checkIntegrationName(values.name),
    scopes: checkScopes(values.scopes),
    expiresAt: checkExpiry(values.expiresAt),
  };
}

/**
 * The create dialog: a name, its scopes as checkboxes and an expiry day (a year by default, two at
 * most); once made, the same dialog shows the token, the only time it is shown. One dialog for
 * both: a second one opening as the first closes would be closed by the focus going back.
 */
export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.admin.integrations.create.useMutation();
  const [created, setCreated] = useState<CreatedIntegrationDto | null>(null);
  // Read by the form's close, which runs right after the save, before this render sees `created`.
  const made = useRef(false);
  const now = new Date();
  const form = useDialogForm({
    target: true,
    initial: { name: '', scopes: [] as IntegrationScope[], expiresAt: defaultExpiryDay(now) },
    check,
    save: async (values) => {
      const result = await create.mutateAsync({ name: values.name, scopes: values.scopes, expiresAt: values.expiresAt });
      made.current = true;
      setCreated(result);
      return result;
    },
    onDone: () => utils.admin.integrations.list.invalidate(),
    onClose: () => {
      if (!made.current) onClose();
    },
    failed: T.createFailed,
  });
  const { values, errors, pending } = form;
  const toggle = (scope: IntegrationScope, on: boolean) =>
    form.set('scopes', on ? [...values.scopes, scope] : values.scopes.filter((s) => s !== scope));
  const max = maxExpiryDay(now);

  return (
    <ModalDialog
      open
      onOpenChange={(open) => {
        if (open) return;
        if (created) onClose();
        else form.dialog.onOpenChange(false);
      }}
      pending={pending}
      maxW="xl"
      p={{ base: '5', md: '6' }}
    >
      {created ? (
        <CreatedToken created={created} onDone={onClose} />
      ) : (
        <>
          <ModalDialogTitle>{T.dialogTitle}</ModalDialogTitle>
          <Stack gap="4" mt="4">
            <FormField label={T.nameLabel} error={errors.name} helper={T.nameHelp} required disabled={pending}>
              <Input value={values.name} onChange={(event) => form.set('name', event.target.value)} maxLength={100} />
            </FormField>
            <Box as="fieldset">
              <Text as="legend" fontWeight="medium" color="gray.800" mb="2">
                {T.scopesLegend}
              </Text>
              <Stack gap="2">
                {INTEGRATION_SCOPES.map((scope) => (
                  <NativeCheckbox
                    key={scope}
                    name="scopes"
                    label={scope}
                    description={SCOPE_LABELS[scope]}
                    checked={values.scopes.includes(scope)}
                    disabled={pending}
                    onChange={(on) => toggle(scope, on)}
                  />
                ))}
              </Stack>
              {errors.scopes ? (
                <Text role="alert" mt="2" color="red.700" fontSize="sm">
                  {errors.scopes}
                </Text>
              ) : null}
            </Box>
            <FormField
              label={T.expiryLabel}
              error={errors.expiresAt}
              helper={T.expiryHelp(formatDisplayDate(endOfSydneyDay(max)))}
              disabled={pending}
            >
              <Input type="date" value={values.expiresAt} max={max} onChange={(event) => form.set('expiresAt', event.target.value)} />
            </FormField>
          </Stack>
          {form.error ? (
            <Text role="alert" mt="3" color="red.700" fontSize="sm">
              {form.error}
            </Text>
          ) : null}
          <Dialog.Footer display="flex" gap="3" justifyContent="flex-end" mt="6" flexWrap="wrap" p="0">
            <Dialog.ActionTrigger asChild>
              <Button variant="outline" rounded="full" disabled={pending}>
                {T.cancel}
              </Button>
            </Dialog.ActionTrigger>
            <Button colorPalette="brand" rounded="full" loading={pending} loadingText={T.creating} onClick={form.submit}>
              {T.create}
            </Button>
          </Dialog.Footer>
        </>
      )}
    </ModalDialog>
  );
}

async function copyToken(token: string) {
  try {
    await navigator.clipboard.writeText(token);
    toaster.create({ type: 'success', title: T.copied, duration: 3000 });
  } catch {
    toaster.create({ type: 'error', title: T.copyFailed });
  }
}

/** The new token, the only time it is shown: Copy, and a plain warning that it won't be shown again. */
function CreatedToken({ created, onDone }: { created: CreatedIntegrationDto; onDone: () => void }) {
  return (
    <>
      <ModalDialogTitle>{T.createdTitle}</ModalDialogTitle>
      <Dialog.Description mt="2" color="gray.700">
        {T.createdBody}
      </Dialog.Description>
      <Stack gap="2" mt="4">
        <FormField label={T.tokenLabel}>
          <Input readOnly value={created.token} fontFamily="mono" fontSize="sm" onFocus={(event) => event.currentTarget.select()} />
        </FormField>
        <HStack>
          <Button size="sm" colorPalette="brand" rounded="full" onClick={() => void copyToken(created.token)}>
            <Copy aria-hidden />
            {T.copy}
          </Button>
        </HStack>
      </Stack>
      <Dialog.Footer display="flex" justifyContent="flex-end" mt="6" p="0">
        <Button variant="outline" rounded="full" onClick={onDone}>
          {T.done}
        </Button>
      </Dialog.Footer>
    </>
  );
}
