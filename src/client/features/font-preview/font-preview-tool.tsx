import { Box, Button, CloseButton, Heading, HStack, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { Type } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { SAVED_FONT_KEY } from '../../../shared/constants/font-preview';
import { FONT_OPTIONS, isFontClassName, type FontClassName } from '../../../shared/constants/fonts';
import { toaster } from '../../components/ui/toaster';
import { FONT_PREVIEW_TEXT, FONT_PREVIEW_TOASTS } from './font-preview-text';
import { useFontPreviewDock } from './font-preview-dock';
import { safely, savedFont } from './font-preview-store';

/**
 * PRODUCT.md "Screens": a floating panel with a font dropdown, editable sample text, Save and Reset.
 * A choice shows on every heading at once (a preview), Save keeps it in this browser, Reset
 * removes it (back to the site's font), and closing without saving ends the preview. On the next
 * page load HeadingFont applies the saved font.
 */
/**
 * The panel's select and textarea, drawn like the theme's inputs with style props: Chakra's own
 * NativeSelect and Textarea (or Field) here would split shared code out of the first load's
 * chunk, costing every visitor bytes for a tool most never see.
 */
const controlStyles = {
  w: 'full',
  bg: 'white',
  color: 'gray.900',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'l2',
  px: '3',
  outline: '0',
  focusVisibleRing: 'inside',
  focusRingColor: 'brand.focusRing',
} as const;

interface FontPreviewToolProps {
  siteFont: FontClassName;
  /** lib/heading-fonts.ts's applyHeadingFont, passed in by HeadingFont (see controlStyles). */
  apply: (font: FontClassName, isCurrent?: () => boolean) => Promise<void>;
}

/** Room below the page for the floating button: its 48 px, its offset from the bottom and a gap. */
export const FLOATING_BUTTON_CLEARANCE = '5.5rem';

export default function FontPreviewTool({ siteFont, apply }: FontPreviewToolProps) {
  const [open, setOpen] = useState(false);
  // What the visitor picked in this opening of the panel; until then the saved font, or the site's.
  const [picked, setPicked] = useState<FontClassName | null>(null);
  const choice = picked ?? savedFont() ?? siteFont;
  const [sample, setSample] = useState<string>(FONT_PREVIEW_TEXT.sampleDefault);
  const openButton = useRef<HTMLButtonElement>(null);
  const dock = useFontPreviewDock();
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  // The latest font asked for: a file that loads late must not replace a later choice.
  const latest = useRef(0);
  const show = (font: FontClassName) => {
    const asked = ++latest.current;
    apply(font, () => latest.current === asked).catch(() => {});
  };
  const siteFontNow = useRef(siteFont);
  useEffect(() => {
    siteFontNow.current = siteFont;
  }, [siteFont]);

  useEffect(() => {
    if (open) panel.current?.querySelector('select')?.focus();
  }, [open]);

  // The tool leaving the page (a sign-out, say) ends a preview that wasn't saved.
  useEffect(
    () => () => {
      apply(savedFont() ?? siteFontNow.current).catch(() => {});
    },
    [apply],
  );

  const close = () => {
    show(savedFont() ?? siteFont);
    setPicked(null);
    setOpen(false);
    openButton.current?.focus();
  };

  const choose = (value: string) => {
    if (!isFontClassName(value)) return;
    setPicked(value);
    show(value);
  };

  const save = () => {
    safely(() => window.localStorage.setItem(SAVED_FONT_KEY, choice), undefined);
    toaster.create({ type: 'success', title: FONT_PREVIEW_TOASTS.saved });
  };

  const reset = () => {
    safely(() => window.localStorage.removeItem(SAVED_FONT_KEY), undefined);
    setPicked(null);
    show(siteFont);
    toaster.create({ type: 'info', title: FONT_PREVIEW_TOASTS.reset });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  // A floating button keeps the page's end clear: the page can scroll its last line (the footer's
  // bottom bar) above the button instead of under it (docs/PRODUCT.md, "Font preview tool").
  useEffect(() => {
    if (dock) return;
    document.body.style.paddingBottom = FLOATING_BUTTON_CLEARANCE;
    return () => void document.body.style.removeProperty('padding-bottom');
  }, [dock]);

  // In a page's dock (the admin shell) the button is part of the layout; elsewhere it floats.
  const button = (
    <IconButton
      ref={openButton}
      aria-label={FONT_PREVIEW_TEXT.open}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={() => (open ? close() : setOpen(true))}
      {...(dock ? {} : { position: 'fixed', bottom: { base: '4', md: '6' }, left: { base: '4', md: '6' }, zIndex: 'sticky', shadow: 'lg' })}
      rounded="full"
      size="lg"
      colorPalette="brand"
    >
      <Type />
    </IconButton>
  );

  return (
    <>
      {dock ? createPortal(button, dock) : button}
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
            <Stack gap="1.5">
              <chakra.label htmlFor={`${panelId}-font`} fontSize="sm" fontWeight="medium">
                {FONT_PREVIEW_TEXT.fontLabel}
              </chakra.label>
              <chakra.select
                id={`${panelId}-font`}
                {...controlStyles}
                h="10"
                cursor="pointer"
                value={choice}
                onChange={(event) => choose(event.target.value)}
              >
                {FONT_OPTIONS.map((font) => (
                  <option key={font.className} value={font.className}>
                    {FONT_PREVIEW_TEXT.fontOption(font.name, font.type)}
                  </option>
                ))}
              </chakra.select>
            </Stack>
            <Stack gap="1.5">
              <chakra.label htmlFor={`${panelId}-sample`} fontSize="sm" fontWeight="medium">
                {FONT_PREVIEW_TEXT.sampleLabel}
              </chakra.label>
              <chakra.textarea
                id={`${panelId}-sample`}
                {...controlStyles}
                py="2"
                rows={2}
                resize="vertical"
                maxLength={200}
                value={sample}
                onChange={(event) => setSample(event.target.value)}
              />
            </Stack>
            <Box
              borderWidth="1px"
              borderColor="gray.100"
              bg="gray.50"
              rounded="lg"
              p="4"
              aria-label={FONT_PREVIEW_TEXT.previewLabel}
              role="group"
            >
              <Text
                data-font-sample=""
                fontFamily="heading"
                fontWeight="bold"
                fontSize="2xl"
                lineHeight="1.3"
                color="gray.900"
                overflowWrap="anywhere"
              >
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
