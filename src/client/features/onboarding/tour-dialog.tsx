import { Box, Button, CloseButton, Dialog, Flex, HStack, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useRef, useState, type ComponentType } from 'react';
import { DEFAULT_POINTS_RULES, LEVELS, POINT_ACTIONS } from '../../../shared/constants/gamification';
import { trpc } from '../../trpc';
import { tourReturnFocusElement } from './onboarding-store';
import { TOUR_STEPS, TOUR_TEXT as T, type TourExtra } from './tour-text';

/** How far through the tour step n (1-based) is, in whole percent: step 1 of 10 is 10%. */
function tourPercent(step: number, of: number = TOUR_STEPS.length): number {
  return Math.round((step / of) * 100);
}

function ProgressBar({ step }: { step: number }) {
  const percent = tourPercent(step);
  return (
    <Stack gap="1.5">
      <Flex justify="space-between" fontSize="sm" color="gray.700">
        <Text>{T.step(step, TOUR_STEPS.length)}</Text>
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {T.percent(percent)}
        </Text>
      </Flex>
      {/* Drawn here: Chakra's progress recipe isn't in the trimmed theme. */}
      <Box
        role="progressbar"
        aria-label={T.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${T.step(step, TOUR_STEPS.length)}, ${T.percent(percent)}`}
        h="2"
        rounded="full"
        bg="brand.100"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} rounded="full" bg="brand.500" transition="width 0.3s" />
      </Box>
    </Stack>
  );
}

/** What each action earns now (admins can change it), PRODUCT.md's values until that is known. */
function PointValues() {
  const giveaways = trpc.giveaways.mine.useQuery(undefined, { retry: false });
  const values = giveaways.data?.pointValues ?? DEFAULT_POINTS_RULES.points;
  return (
    <Stack as="ul" listStyleType="none" gap="2">
      {POINT_ACTIONS.map((action) => (
        <Flex as="li" key={action} justify="space-between" gap="3" bg="brand.50" rounded="lg" px="3" py="2">
          <Text color="gray.800">{T.pointLabels[action]}</Text>
          <Text fontWeight="bold" color="brand.fg" fontVariantNumeric="tabular-nums">
            {T.points(values[action])}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}

function Levels() {
  return (
    <SimpleGrid as="ol" aria-label={T.levelsLabel} listStyleType="none" columns={2} gap="1.5" fontSize="sm">
      {LEVELS.map((level) => (
        <HStack as="li" key={level.level} gap="2" bg="gray.50" rounded="md" px="2" py="1.5" minW="0">
          <Text as="span" aria-hidden>
            {level.emoji}
          </Text>
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" color="gray.900" lineHeight="short">
              {level.level}. {level.title}
            </Text>
            <Text fontSize="xs" color="gray.600">
              {T.levelFrom(level.minPoints)}
            </Text>
          </Stack>
        </HStack>
      ))}
    </SimpleGrid>
  );
}

const EXTRAS: Record<TourExtra, ComponentType> = { points: PointValues, levels: Levels };

interface TourDialogProps {
  open: boolean;
  /** She finished it, skipped it (closed it, followed a step's link): the flag is set, it hides. */
  onDone: () => void;
}

/**
 * PRODUCT.md "Screens", "States and transitions": the ten-step tour with its progress ('Step n of N' and percent),
 * Previous (not on step 1), Next and 'Get Started' at the end. A real dialog: focus moves in and
 * stays, Escape closes (a skip), focus goes back. Loaded only when it is first shown.
 */
export default function TourDialog({ open, onDone }: TourDialogProps) {
  const [index, setIndex] = useState(0);
  const step = TOUR_STEPS[index]!;
  const last = index === TOUR_STEPS.length - 1;
  const Extra = step.extra ? EXTRAS[step.extra] : null;
  // Focus starts on Next, so Enter walks through the tour; it is one button all the way to
  // 'Get Started', so focus stays on it.
  const forwardRef = useRef<HTMLButtonElement>(null);
  const back = () => {
    // Previous is disabled on step 1: focus moves on to Next rather than being dropped.
    if (index === 1) forwardRef.current?.focus();
    setIndex((i) => Math.max(0, i - 1));
  };

  return (
    <Dialog.Root
      // Its recipe comes with this lazy module rather than with the theme every page loads.
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onDone();
      }}
      initialFocusEl={() => forwardRef.current}
      finalFocusEl={tourReturnFocusElement}
      // Shown again from the Help menu, it starts at the beginning.
      onExitComplete={() => setIndex(0)}
      placement="center"
      scrollBehavior="outside"
      motionPreset="scale"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '3', md: '4' }} py={{ base: '3', md: '8' }}>
          <Dialog.Content rounded="2xl" bg="white" color="gray.800" textStyle="md">
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={T.close} />
            </Dialog.CloseTrigger>
            <Dialog.Header ps={{ base: '4', md: '6' }} pe="14" pt={{ base: '5', md: '6' }} pb="2" display="block">
              <ProgressBar step={index + 1} />
            </Dialog.Header>
            <Dialog.Body px={{ base: '4', md: '6' }} py="3">
              <Stack gap="3">
                <Dialog.Title
                  fontFamily="heading"
                  fontSize={{ base: 'xl', md: '2xl' }}
                  fontWeight="bold"
                  lineHeight="short"
                  color="gray.900"
                >
                  {step.title}
                </Dialog.Title>
                <Dialog.Description color="gray.700">{step.body}</Dialog.Description>
                {Extra ? <Extra /> : null}
                {step.action ? (
                  <Box>
                    <Button asChild variant="outline" colorPalette="brand" size="sm" rounded="full">
                      <Link to={step.action.to} onClick={onDone}>
                        {step.action.label}
                        <ArrowRight aria-hidden />
                      </Link>
                    </Button>
                  </Box>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer px={{ base: '4', md: '6' }} pt="3" pb={{ base: '5', md: '6' }} justifyContent="space-between">
              <Button variant="ghost" rounded="full" disabled={index === 0} onClick={back}>
                <ArrowLeft aria-hidden />
                {T.previous}
              </Button>
              <Button ref={forwardRef} colorPalette="brand" rounded="full" onClick={last ? onDone : () => setIndex((i) => i + 1)}>
                {last ? T.finish : T.next}
                {last ? null : <ArrowRight aria-hidden />}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
