import { Box, Button, chakra, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { NOTIFICATION_TYPES, type NotificationType } from '../../../shared/constants/community';
import { TOAST_SHORT_MS } from '../../../shared/constants/timing';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../trpc';
import { serverMessage } from '../auth/error-message';
import { NOTIFICATION_TYPE_LABELS, NOTIFICATIONS_UI_TEXT } from './notification-text';

/**
 * A switch that is a native checkbox with role="switch": screen readers announce it as a switch
 * with its state, the label toggles it, and React keeps the box in step with the saved value (a
 * refused change flips it back). Drawn with CSS only, so no switch machinery or theme recipe is
 * needed on any page.
 */
const SwitchInput = chakra('input', {
  base: {
    appearance: 'none',
    flexShrink: 0,
    position: 'relative',
    w: '10',
    h: '5',
    m: '0',
    rounded: 'full',
    bg: 'gray.300',
    cursor: 'pointer',
    transition: 'background 0.15s',
    _before: {
      content: '""',
      position: 'absolute',
      top: '0.5',
      insetStart: '0.5',
      boxSize: '4',
      rounded: 'full',
      bg: 'white',
      boxShadow: 'sm',
      transition: 'translate 0.15s',
    },
    _checked: { bg: 'brand.600', _before: { translate: '1.25rem 0' } },
    _rtl: { _checked: { _before: { translate: '-1.25rem 0' } } },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    _motionReduce: { transition: 'none', _before: { transition: 'none' } },
  },
});

/**
 * Each switch saves on change: it flips at once, the server's answer then stands, and a failure
 * flips it back with a toast.
 */
function useUpdateSettings() {
  const utils = trpc.useUtils();
  return trpc.notifications.updateSettings.useMutation({
    onMutate: async ({ enabled }) => {
      await utils.notifications.settings.cancel();
      const previous = utils.notifications.settings.getData();
      utils.notifications.settings.setData(undefined, (old) => (old ? { ...old, ...enabled } : old));
      return { previous };
    },
    onSuccess: (settings) => {
      utils.notifications.settings.setData(undefined, settings);
      // One toast for a run of quick changes.
      toaster.create({ id: 'notification-settings-saved', type: 'success', title: NOTIFICATIONS_UI_TEXT.settingsSaved, duration: TOAST_SHORT_MS });
    },
    onError: (error, _input, context) => {
      if (context?.previous) utils.notifications.settings.setData(undefined, context.previous);
      toaster.create({ type: 'error', title: NOTIFICATIONS_UI_TEXT.settingsFailed, description: serverMessage(error) });
    },
  });
}

function SettingSwitch({ type, checked, onChange }: { type: NotificationType; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Flex as="label" justify="space-between" align="center" gap="4" py="3" cursor="pointer">
      <Text as="span" fontWeight="medium" color="gray.800">
        {NOTIFICATION_TYPE_LABELS[type]}
      </Text>
      <SwitchInput type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
    </Flex>
  );
}

/** The member's choice of what to be notified about, one switch per notification type. */
export function NotificationSettings() {
  const settings = trpc.notifications.settings.useQuery();
  const update = useUpdateSettings();

  return (
    <Box as="section" aria-labelledby="notification-settings-heading" bg="brand.50" rounded="2xl" p={{ base: '5', md: '6' }}>
      <Heading as="h2" id="notification-settings-heading" size="md" color="gray.900">
        {NOTIFICATIONS_UI_TEXT.settingsTitle}
      </Heading>
      <Text fontSize="sm" color="gray.600" mt="1" mb="3">
        {NOTIFICATIONS_UI_TEXT.settingsIntro}
      </Text>
      {settings.data ? (
        <Stack gap="0" separator={<Box borderTopWidth="1px" borderColor="brand.100" />}>
          {NOTIFICATION_TYPES.map((type) => (
            <SettingSwitch
              key={type}
              type={type}
              checked={settings.data[type]}
              onChange={(checked) => update.mutate({ enabled: { [type]: checked } })}
            />
          ))}
        </Stack>
      ) : settings.isError ? (
        <Stack gap="2" align="flex-start">
          <Text role="alert" fontSize="sm" color="red.700">
            {NOTIFICATIONS_UI_TEXT.settingsLoadFailed}
          </Text>
          <Button size="xs" variant="outline" bg="white" onClick={() => void settings.refetch()}>
            {NOTIFICATIONS_UI_TEXT.retry}
          </Button>
        </Stack>
      ) : (
        <Stack gap="3" role="status" aria-live="polite">
          <Box srOnly>Loading...</Box>
          {NOTIFICATION_TYPES.map((type) => (
            <Skeleton key={type} h="6" aria-hidden />
          ))}
        </Stack>
      )}
    </Box>
  );
}
