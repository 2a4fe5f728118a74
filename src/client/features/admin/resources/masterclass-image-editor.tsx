import { Box, Button, HStack, Slider, Stack, Text } from '@chakra-ui/react';
import { sliderSlotRecipe } from '@chakra-ui/react/theme';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { MAX_IMAGE_SCALE, MIN_IMAGE_SCALE, type ImagePosition } from '../../../../shared/lib/images';
import type { ResourceDto } from '../../../../shared/schemas/content';
import { MasterclassCard } from '../../../components/cards/masterclass-card';
import { RESOURCE_ADMIN_TEXT as T } from './resource-admin-text';

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

export interface MasterclassImageEditorProps {
  /** The card as it will show (title, badges, image, position, zoom). */
  resource: ResourceDto;
  position: ImagePosition;
  onPositionChange: (position: ImagePosition) => void;
  scale: number;
  onScaleChange: (scale: number) => void;
}

/**
 * The masterclass card as visitors will see it, live, with the image's focus point set by
 * dragging on its picture (or the arrow keys, 1% a press, 10% with Shift) and its zoom by a slider.
 */
export function MasterclassImageEditor({ resource, position, onPositionChange, scale, onScaleChange }: MasterclassImageEditorProps) {
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    const rect = frame.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    onPositionChange({
      x: clampPercent(((event.clientX - rect.left) / rect.width) * 100),
      y: clampPercent(((event.clientY - rect.top) / rect.height) * 100),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onPositionChange({ x: clampPercent(position.x + move[0]), y: clampPercent(position.y + move[1]) });
  };

  return (
    <Stack gap="4">
      <Box position="relative" maxW="sm" w="full">
        {/* The real card, looked at, never followed: clicking it would leave the editor. */}
        <Box inert aria-label={T.preview} role="img">
          <MasterclassCard resource={resource} />
        </Box>
        <Box
          ref={frame}
          role="slider"
          tabIndex={0}
          aria-label={T.position}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position.x}
          aria-valuetext={T.positionText(position.x, position.y)}
          position="absolute"
          top="0"
          left="0"
          right="0"
          aspectRatio="16 / 9"
          cursor="crosshair"
          touchAction="none"
          roundedTop="2xl"
          _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => {
            dragging.current = true;
            event.currentTarget.setPointerCapture?.(event.pointerId);
            moveTo(event);
          }}
          onPointerMove={(event) => {
            if (dragging.current) moveTo(event);
          }}
          onPointerUp={() => {
            dragging.current = false;
          }}
          onPointerCancel={() => {
            dragging.current = false;
          }}
        >
          <Box
            aria-hidden
            position="absolute"
            left={`${position.x}%`}
            top={`${position.y}%`}
            boxSize="6"
            transform="translate(-50%, -50%)"
            rounded="full"
            borderWidth="3px"
            borderColor="white"
            bg="brand.solid"
            shadow="0 0 0 2px rgba(0,0,0,0.45)"
            pointerEvents="none"
          />
        </Box>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {T.position}: {T.positionText(position.x, position.y)}
      </Text>
      <Slider.Root
        // Its recipe comes with this lazy admin module rather than with the theme every page loads.
        recipe={sliderSlotRecipe}
        maxW="sm"
        min={MIN_IMAGE_SCALE}
        max={MAX_IMAGE_SCALE}
        step={1}
        value={[scale]}
        onValueChange={(details) => onScaleChange(details.value[0] ?? scale)}
        getAriaValueText={(details) => T.zoomText(details.value)}
        colorPalette="brand"
      >
        <HStack justify="space-between">
          <Slider.Label fontWeight="medium">{T.zoom}</Slider.Label>
          <Slider.ValueText fontSize="sm" color="fg.muted" />
        </HStack>
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <Button
        type="button"
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => {
          onPositionChange({ x: 50, y: 50 });
          onScaleChange(100);
        }}
      >
        {T.resetImage}
      </Button>
    </Stack>
  );
}
