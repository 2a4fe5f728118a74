import { Box, Button, CloseButton, Container, Drawer, Flex, Portal } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useOpenUntilNavigation } from '../../lib/use-open-until-navigation';
import { FontPreviewDock } from '../font-preview';
import { AdminNav } from './admin-nav';

export const ADMIN_SHELL_TEXT = {
  menu: 'Admin menu',
  closeMenu: 'Close admin menu',
} as const;

/**
 * Below 768 px (PRODUCT.md "Constants and limits") the admin nav is a drawer behind an "Admin menu" button: a modal
 * dialog (focus kept inside, Escape closes, focus back on the button), closed by following a link
 * or any other navigation. Styled with style props: the drawer recipe isn't in the trimmed theme.
 */
function AdminNavDrawer() {
  const [open, setOpen] = useOpenUntilNavigation();
  return (
    <Drawer.Root unstyled open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <Button variant="outline" size="sm" rounded="full" alignSelf="flex-start">
          <Menu size={16} aria-hidden />
          {ADMIN_SHELL_TEXT.menu}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop position="fixed" inset="0" bg="blackAlpha.600" zIndex="modal" />
        <Drawer.Positioner position="fixed" inset="0" zIndex="modal" display="flex" justifyContent="flex-start">
          <Drawer.Content bg="white" h="100dvh" w="80vw" maxW="xs" shadow="xl" display="flex" flexDirection="column" outline="none">
            <Flex align="center" justify="space-between" px="4" py="3" borderBottomWidth="1px" borderColor="gray.100">
              <Drawer.Title fontFamily="heading" fontSize="lg" fontWeight="bold" color="gray.900">
                {ADMIN_SHELL_TEXT.menu}
              </Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={ADMIN_SHELL_TEXT.closeMenu} />
              </Drawer.CloseTrigger>
            </Flex>
            <Drawer.Body flex="1" overflowY="auto" overscrollBehavior="contain" px="2" py="4">
              <AdminNav onNavigate={() => setOpen(false)} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/**
 * The admin area's frame: the nav at the left on a laptop, in a drawer on a phone. The font
 * preview button (admins always have it) sits in the frame, under the nav or beside the menu
 * button, never over the page.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  return (
    <Box bg="gray.50" flex="1">
      <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '4', md: '6' }}>
        <Flex direction={isMobile ? 'column' : 'row'} gap={isMobile ? '4' : '8'} align="flex-start">
          {isMobile ? (
            <Flex w="full" justify="space-between" align="center" gap="3">
              <AdminNavDrawer />
              <FontPreviewDock />
            </Flex>
          ) : (
            <Box
              as="aside"
              w="56"
              flexShrink={0}
              position="sticky"
              top="calc(var(--header-height, 72px) + 1rem)"
              maxH="calc(100dvh - 7rem)"
              overflowY="auto"
              py="1"
            >
              <AdminNav />
              <Box mt="4" px="3">
                <FontPreviewDock />
              </Box>
            </Box>
          )}
          <Box flex="1" minW="0" w="full">
            {children}
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
