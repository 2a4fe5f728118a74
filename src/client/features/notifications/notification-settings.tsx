import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { NOTIFICATION_TYPES, type NotificationType } from '../../../shared/constants/community';
import { TOAST_SHORT_MS } from '../../../shared/constants/timing';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../trpc';
import { serverMessage } from '../../lib/trpc-errors';
import { SettingsCard, SettingSwitch } from '../../components/ui/settings-card';
import { NOTIFICATION_TYPE_LABELS, NOTIFICATIONS_UI_TEXT } from './notification-text';

type Settings = Record<NotificationType, boolean>;

/**
 * Each switch saves on change: it flips at once, the server's answer then stands, and a failure
 * flips it back with a toast. The in-app and the email settings work alike.
 */
function useSettings(kind: 'inApp' | 'email') {
  const utils = trpc.useUtils();
  const cache = kind === 'inApp' ? utils.notifications.preferences : utils.notifications.emailPreferences;
  const query = (kind === 'inApp' ? trpc.notifications.preferences : trpc.notifications.emailPreferences).useQuery();
  const handlers = {
    onMutate: async (changed: Partial<Settings>) => {
      await cache.cancel();
      const previous = cache.getData();
      cache.setData(undefined, (old) => (old ? { ...old, ...changed } : old));
      return { previous };
    },
    onSuccess: (settings: Settings) => {
      cache.setData(undefined, settings);
      // One toast for a run of quick changes.
      toaster.create({
        id: 'notification-settings-saved',
        type: 'success',
        title: NOTIFICATIONS_UI_TEXT.settingsSaved,
        duration: TOAST_SHORT_MS,
      });
    },
    onError: (error: unknown, _input: unknown, context: { previous?: Settings } | undefined) => {
      if (context?.previous) cache.setData(undefined, context.previous);
      toaster.create({ type: 'error', title: NOTIFICATIONS_UI_TEXT.settingsFailed, description: serverMessage(error) });
    },
  };
  const inApp = trpc.notifications.updatePreferences.useMutation({
    onMutate: ({ enabled }) => handlers.onMutate(enabled),
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
  });
  const email = trpc.notifications.updateEmailPreferences.useMutation({
    onMutate: ({ byEmail }) => handlers.onMutate(byEmail),
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
  });
  const change = (type: NotificationType, on: boolean) =>
    kind === 'inApp' ? inApp.mutate({ enabled: { [type]: on } }) : email.mutate({ byEmail: { [type]: on } });
  return { query, change };
}

/** The member's choice per notification type: in-app at all, or (kind 'email') by email as well. */
export function NotificationSettings({ kind = 'inApp' }: { kind?: 'inApp' | 'email' }) {
  const { query: settings, change } = useSettings(kind);
  const text =
    kind === 'inApp'
      ? { id: 'notification-settings-heading', title: NOTIFICATIONS_UI_TEXT.settingsTitle, intro: NOTIFICATIONS_UI_TEXT.settingsIntro }
      : { id: 'email-settings-heading', title: NOTIFICATIONS_UI_TEXT.emailSettingsTitle, intro: NOTIFICATIONS_UI_TEXT.emailSettingsIntro };
  return (
    <SettingsCard {...text}>
      {settings.data ? (
        <Stack gap="0" separator={<Box borderTopWidth="1px" borderColor="brand.100" />}>
          {NOTIFICATION_TYPES.map((type) => (
            <SettingSwitch
              key={type}
              label={NOTIFICATION_TYPE_LABELS[type]}
              checked={settings.data[type]}
              onChange={(on) => change(type, on)}
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
    </SettingsCard>
  );
}
