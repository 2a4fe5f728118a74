import { NativeSelect, Textarea, type NativeSelectFieldProps, type TextareaProps } from '@chakra-ui/react';
import type { Ref } from 'react';

/**
 * A textarea and a native select looking like the theme's Input (outline variant). Their Chakra
 * recipes are left out of our trimmed theme (theme.ts) and a lazy page can't bring them without
 * pulling every recipe into the first load, so they get the same look from style props here
 * (`unstyled`: theme.test.ts knows they bring no recipe on purpose).
 * Both still read Field.Root (label, invalid, required, described-by).
 */
const controlStyles = {
  width: '100%',
  minWidth: '0',
  appearance: 'none',
  bg: 'white',
  color: 'gray.900',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'l2',
  textStyle: 'md',
  outline: '0',
  focusVisibleRing: 'inside',
  focusRingColor: 'brand.focusRing',
  _placeholder: { color: 'fg.subtle' },
  _invalid: { borderColor: 'border.error', focusRingColor: 'border.error' },
  _disabled: { layerStyle: 'disabled' },
} as const;

export function FormTextarea(props: TextareaProps & { ref?: Ref<HTMLTextAreaElement> }) {
  return <Textarea unstyled {...controlStyles} px="3.5" py="3" lineHeight="1.6" minH="32" resize="vertical" {...props} />;
}

// The native arrow goes with `appearance: none`; this chevron (an inline SVG) replaces it.
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%234b5563' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")";

export function FormSelect(props: NativeSelectFieldProps) {
  return (
    <NativeSelect.Root unstyled width="full">
      <NativeSelect.Field
        {...controlStyles}
        h="11"
        ps="3.5"
        pe="10"
        cursor="pointer"
        backgroundImage={CHEVRON}
        backgroundRepeat="no-repeat"
        backgroundPosition="right 0.85rem center"
        {...props}
      />
    </NativeSelect.Root>
  );
}
