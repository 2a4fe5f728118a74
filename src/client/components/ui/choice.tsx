import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A checkbox and a radio group for forms (the admin's, product feedback), as native inputs with a visible label each: the
 * theme carries no checkbox or radio recipe (theme.ts), and a native control is what a screen
 * reader, a keyboard and an e2e test understand best.
 */
const NativeBox = chakra('input', {
  base: {
    width: '5',
    height: '5',
    flexShrink: 0,
    accentColor: 'var(--chakra-colors-brand-700)',
    cursor: 'pointer',
    mt: '0.5',
    _disabled: { cursor: 'not-allowed' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
});

export function NativeCheckbox({
  label,
  description,
  checked,
  onChange,
  disabled,
  name,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}) {
  return (
    <chakra.label display="flex" gap="3" alignItems="flex-start" cursor={disabled ? 'not-allowed' : 'pointer'}>
      <NativeBox
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <Stack gap="0.5">
        <Text as="span" fontWeight="medium" color="gray.800">
          {label}
        </Text>
        {description ? (
          <Text as="span" fontSize="sm" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Stack>
    </chakra.label>
  );
}

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
}

/** A fieldset with its legend; each option a labelled radio, with an optional line under it. */
export function NativeRadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  disabled,
  direction = 'column',
  renderOption,
}: {
  legend: ReactNode;
  name: string;
  value: T | null;
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
  error?: string | null;
  disabled?: boolean;
  direction?: 'row' | 'column';
  /** Draws an option's label (a font preview, say) in place of its plain label. */
  renderOption?: (option: RadioOption<T>, checked: boolean) => ReactNode;
}) {
  const errorId = `${name}-error`;
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" aria-describedby={error ? errorId : undefined}>
      <chakra.legend fontWeight="medium" color="gray.800" mb="2" p="0">
        {legend}
      </chakra.legend>
      <Stack direction={direction === 'row' ? { base: 'column', sm: 'row' } : 'column'} gap={direction === 'row' ? '4' : '2'}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <chakra.label
              key={option.value}
              display="flex"
              gap="3"
              alignItems="flex-start"
              cursor={disabled ? 'not-allowed' : 'pointer'}
              borderWidth="1px"
              borderColor={checked ? 'brand.400' : 'gray.200'}
              bg={checked ? 'brand.50' : 'white'}
              rounded="lg"
              px="3"
              py="2.5"
            >
              <NativeBox
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(option.value)}
              />
              {renderOption ? (
                renderOption(option, checked)
              ) : (
                <Stack gap="0.5">
                  <Text as="span" fontWeight="medium" color="gray.800">
                    {option.label}
                  </Text>
                  {option.description ? (
                    <Text as="span" fontSize="sm" color="fg.muted">
                      {option.description}
                    </Text>
                  ) : null}
                </Stack>
              )}
            </chakra.label>
          );
        })}
      </Stack>
      {error ? (
        <HStack mt="1.5">
          <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
            {error}
          </Text>
        </HStack>
      ) : null}
    </chakra.fieldset>
  );
}
