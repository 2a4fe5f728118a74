import { Box, Button, CloseButton, Field, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Type } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FONT_PREVIEW_TOASTS } from '../../../shared/constants/font-preview';
import { FONT_OPTIONS, isFontClassName, type FontClassName } from '../../../shared/constants/fonts';
import { toaster } from '../../components/ui/toaster';
import { PostSelect, PostTextarea } from '../community/form-controls';
import { FONT_PREVIEW_TEXT } from './font-preview-text';
import { removeSavedFont, saveFont, savedFont, setPreviewFont } from './font-preview-store';

/**
 * SPEC section 2: a floating panel with a font dropdown, editable sample text, Save and Reset.
 * A choice shows on every heading at once (a preview), Save keeps it in this browser, Reset
 * removes it (back to the site's font), and closing without saving ends the preview.
 */
export default function FontPreviewTool({ siteFont }: { siteFont: FontClassName }) {
  const [open, setOpen] = useState(false);
  // What the visitor picked in this opening of the panel; until then the saved font, or the site's.
  const [picked, setPicked] = useState<FontClassName | null>(null);
  const choice = picked ?? savedFont() ?? siteFont;
  const [sample, setSample] = useState<string>(FONT_PREVIEW_TEXT.sampleDefault);
  const openButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (open) panel.current?.querySelector('select')?.focus();
  }, [open]);

  // The tool leaving the page (a sign-out, say) ends a preview that wasn't saved.
  useEffect(() => () => setPreviewFont(null), []);

  const close = () => {
    setPreviewFont(null);
    setPicked(null);
    setOpen(false);
    openButton.current?.focus();
  };

  const choose = (value: string) => {
    if (!isFontClassName(value)) return;
    setPicked(value);
    setPreviewFont(value);
  };

  const save = () => {
    saveFont(choice);
    toaster.create({ type: 'success', title: FONT_PREVIEW_TOASTS.saved });
  };

  const reset = () => {
    removeSavedFont();
    setPicked(null);
    toaster.create({ type: 'info', title: FONT_PREVIEW_TOASTS.reset });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <>
      <IconButton
        ref={openButton}
        aria-label={FONT_PREVIEW_TEXT.open}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        position="fixed"
        bottom={{ base: '4', md: '6' }}
        left={{ base: '4', md: '6' }}
        zIndex="sticky"
        rounded="full"
        size="lg"
        colorPalette="brand"
        shadow="lg"
      >
        <Type />
      </IconButton>
      {open ? (
        <Box
          ref={panel}
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          position="fixed"
          bottom={{ base: '20', md: '24' }}
          left={{ base: '4', md: '6' }}
          zIndex="sticky"
          w="min(22rem, calc(100vw - 2rem))"
          maxH="calc(100dvh - 7rem)"
          overflowY="auto"
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          rounded="2xl"
          shadow="xl"
          p="5"
        >
          <Stack gap="4">
            <HStack justify="space-between" align="flex-start">
              <Stack gap="1">
                <Heading as="h2" id={titleId} size="md" color="gray.900">
                  {FONT_PREVIEW_TEXT.title}
                </Heading>
                <Text fontSize="sm" color="gray.600">
                  {FONT_PREVIEW_TEXT.intro}
                </Text>
              </Stack>
              <CloseButton size="sm" aria-label={FONT_PREVIEW_TEXT.close} onClick={close} />
            </HStack>
            <Field.Root>
              <Field.Label>{FONT_PREVIEW_TEXT.fontLabel}</Field.Label>
              <PostSelect value={choice} onChange={(event) => choose(event.target.value)}>
                {FONT_OPTIONS.map((font) => (
                  <option key={font.className} value={font.className}>
                    {FONT_PREVIEW_TEXT.fontOption(font.name, font.type)}
                  </option>
                ))}
              </PostSelect>
            </Field.Root>
            <Field.Root>
              <Field.Label>{FONT_PREVIEW_TEXT.sampleLabel}</Field.Label>
              <PostTextarea value={sample} onChange={(event) => setSample(event.target.value)} rows={2} minH="16" maxLength={200} />
            </Field.Root>
            <Box borderWidth="1px" borderColor="gray.100" bg="gray.50" rounded="lg" p="4" aria-label={FONT_PREVIEW_TEXT.previewLabel} role="group">
              <Text data-font-sample="" fontFamily="heading" fontWeight="bold" fontSize="2xl" lineHeight="1.3" color="gray.900" overflowWrap="anywhere">
                {sample}
              </Text>
            </Box>
            <HStack gap="3">
              <Button colorPalette="brand" rounded="full" flex="1" onClick={save}>
                {FONT_PREVIEW_TEXT.save}
              </Button>
              <Button variant="outline" rounded="full" flex="1" onClick={reset}>
                {FONT_PREVIEW_TEXT.reset}
              </Button>
            </HStack>
          </Stack>
        </Box>
      ) : null}
    </>
  );
}
