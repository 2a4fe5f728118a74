import { Skeleton, Text } from '@chakra-ui/react';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../trpc';
import { serverMessage } from '../../lib/trpc-errors';
import { SettingsCard, SettingSwitch } from '../../components/ui/settings-card';
import { NEWSLETTER_SETTING_TEXT } from './newsletter-text';

/** A member's own newsletter subscription, for her account's address, on her settings page. */
export function NewsletterSetting() {
  const utils = trpc.useUtils();
  const mine = trpc.newsletter.mine.useQuery();
  const change = trpc.newsletter.setMine.useMutation({
    onSuccess: (subscription) => {
      utils.newsletter.mine.setData(undefined, subscription);
      toaster.create({
        type: 'success',
        title: subscription.subscribed ? NEWSLETTER_SETTING_TEXT.subscribed : NEWSLETTER_SETTING_TEXT.unsubscribed,
      });
    },
    onError: (error) => toaster.create({ type: 'error', title: NEWSLETTER_SETTING_TEXT.failed, description: serverMessage(error) }),
  });
  return (
    <SettingsCard id="newsletter-setting-heading" title={NEWSLETTER_SETTING_TEXT.title} intro={NEWSLETTER_SETTING_TEXT.intro}>
      {mine.data ? (
        <>
          <SettingSwitch
            label={NEWSLETTER_SETTING_TEXT.label}
            checked={change.isPending ? Boolean(change.variables?.subscribed) : mine.data.subscribed}
            onChange={(subscribed) => change.mutate({ subscribed })}
          />
          <Text fontSize="sm" color="gray.600">
            {NEWSLETTER_SETTING_TEXT.sentTo(mine.data.email)}
          </Text>
        </>
      ) : mine.isError ? (
        <Text role="alert" fontSize="sm" color="red.700">
          {NEWSLETTER_SETTING_TEXT.loadFailed}
        </Text>
      ) : (
        <Skeleton h="6" aria-label="Loading..." />
      )}
    </SettingsCard>
  );
}
