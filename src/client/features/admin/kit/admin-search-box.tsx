import { Box, Field, Input, InputGroup, VisuallyHidden } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before the list searches (and the URL changes). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

export interface AdminSearchBoxProps {
  /** The search in the URL (useAdminListSearch's `q`). */
  value: string;
  /** Called 300 ms after typing stops (or at once on Enter) with the new text: `setQ`. */
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  /** Keep the label for screen readers only (the placeholder and icon say what the box is). */
  hideLabel?: boolean;
}

/**
 * A list's search box: the text shows at once, the list follows 300 ms after typing stops. When
 * the URL's search changes from elsewhere (the back button), the box shows it.
 */
export function AdminSearchBox({ value, onChange, label, placeholder, hideLabel = false }: AdminSearchBoxProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The URL changed without typing here: show its text (reset during render, not in an effect).
  if (shownValue !== value) {
    setShownValue(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onChangeRef.current(next.trim());
  };

  return (
    <Field.Root maxW={{ base: 'full', md: 'sm' }}>
      {hideLabel ? (
        <VisuallyHidden asChild>
          <Field.Label>{label}</Field.Label>
        </VisuallyHidden>
      ) : (
        <Field.Label fontWeight="medium">{label}</Field.Label>
      )}
      <InputGroup
        startElement={
          <Box as="span" color="fg.muted" aria-hidden>
            <Search size={16} />
          </Box>
        }
      >
        <Input
          type="search"
          bg="white"
          value={text}
          placeholder={placeholder}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => commit(next), ADMIN_SEARCH_DEBOUNCE_MS);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(text);
            }
          }}
        />
      </InputGroup>
    </Field.Root>
  );
}
