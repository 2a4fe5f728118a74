import { IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { CircleHelp } from 'lucide-react';

const HELP_TEXT = {
  tour: 'Take Platform Tour',
  tourSoon: 'Coming soon',
} as const;

/** The Help menu. The platform tour arrives with the onboarding issue; until then it is disabled. */
export function HelpMenu() {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton aria-label="Help" variant="ghost" rounded="full" size="sm">
          <CircleHelp />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            <Menu.Item value="tour" disabled>
              {HELP_TEXT.tour}
              <Text as="span" ms="auto" fontSize="xs" color="fg.muted">
                {HELP_TEXT.tourSoon}
              </Text>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
