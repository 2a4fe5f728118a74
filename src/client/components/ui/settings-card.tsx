import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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

/** One setting's switch with its label, the whole row toggling it. */
export function SettingSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Flex as="label" justify="space-between" align="center" gap="4" py="3" cursor="pointer">
      <Text as="span" fontWeight="medium" color="gray.800">
        {label}
      </Text>
      <SwitchInput type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
    </Flex>
  );
}

/** A section of a member's settings (notifications, the newsletter): its heading, a line on what it sets, its switches. */
export function SettingsCard({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg="brand.50" rounded="2xl" p={{ base: '5', md: '6' }}>
      <Heading as="h2" id={id} size="md" color="gray.900">
        {title}
      </Heading>
      <Text fontSize="sm" color="gray.600" mt="1" mb="3">
        {intro}
      </Text>
      {children}
    </Box>
  );
}
