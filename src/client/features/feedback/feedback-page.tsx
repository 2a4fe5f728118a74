import {
  Box,
  Button,
  chakra,
  Container,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { MessageSquareHeart } from 'lucide-react';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_HINTS,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_LIMITS,
  type FeedbackCategory,
} from '../../../shared/constants/feedback';
import { formatDisplayDate } from '../../../shared/lib/dates';
import { checkFeedbackMessage, sitePathOf } from '../../../shared/rules/feedback';
import type { FeedbackDto } from '../../../shared/schemas/feedback';
import { LoadError, LoadMoreButton } from '../../components/page-states';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../trpc';
import { NativeRadioGroup } from '../../components/ui/choice';
import { fieldErrorsOf, serverMessage } from '../../lib/trpc-errors';
import { CharacterCount } from '../../components/ui/character-count';
import { FormTextarea } from '../../components/ui/form-controls';
import { FeedbackStatusBadge } from './feedback-status-badge';
import { FEEDBACK_PAGE_TEXT as T } from './feedback-text';
import { usePageMeta } from '../../lib/page-head';

const card = { bg: 'white', rounded: '2xl', borderWidth: '1px', borderColor: 'gray.100', shadow: 'sm', p: { base: '5', md: '7' } } as const;

/** One of the page's cards: a region named by its h2. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} {...card}>
      <Heading as="h2" id={id} size="xl" color="gray.900" mb="5">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

interface Values {
  category: FeedbackCategory | null;
  message: string;
  pageLink: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = { category: null, message: '', pageLink: '' };

/** The form's own checks: the server's rules and messages (shared/rules/feedback.ts), links of this page's site. */
function check(values: Values): Errors {
  const errors: Errors = {};
  if (!values.category) errors.category = T.categoryRequired;
  const message = checkFeedbackMessage(values.message);
  if (message) errors.message = message;
  const link = sitePathOf(values.pageLink, window.location.origin);
  if ('problem' in link) errors.pageLink = link.problem;
  return errors;
}

function FeedbackForm() {
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Values>(EMPTY);
  const [checked, setChecked] = useState(false);
  const submit = trpc.feedback.submit.useMutation({
    onSuccess: async () => {
      toaster.create({ type: 'success', title: T.sent, description: T.sentText });
      setValues(EMPTY);
      setChecked(false);
      await utils.feedback.mine.invalidate();
    },
  });
  const clientErrors = checked ? check(values) : {};
  const fromServer = fieldErrorsOf(submit.error);
  const errors: Errors = {
    category: clientErrors.category ?? fromServer.category,
    message: clientErrors.message ?? fromServer.message,
    pageLink: clientErrors.pageLink ?? fromServer.pageLink,
  };
  const generalError =
    submit.error && !errors.category && !errors.message && !errors.pageLink ? (serverMessage(submit.error) ?? T.sendFailed) : null;

  const change = (patch: Partial<Values>) => {
    if (submit.error) submit.reset();
    setValues((old) => ({ ...old, ...patch }));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    setChecked(true);
    if (Object.keys(check(values)).length > 0) return;
    // A full address of this site goes as its path (the server checks against its own address).
    const link = sitePathOf(values.pageLink, window.location.origin);
    submit.mutate({ category: values.category!, message: values.message.trim(), pageLink: 'path' in link ? link.path : null });
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="feedback-form">
      <Stack gap="5">
        <NativeRadioGroup
          legend={T.categoryLegend}
          name="category"
          value={values.category}
          direction="row"
          error={errors.category}
          onChange={(category) => change({ category })}
          options={FEEDBACK_CATEGORIES.map((value) => ({
            value,
            label: FEEDBACK_CATEGORY_LABELS[value],
            description: FEEDBACK_CATEGORY_HINTS[value],
          }))}
        />

        <Field.Root invalid={Boolean(errors.message)} required>
          <Field.Label>{T.messageLabel}</Field.Label>
          <FormTextarea
            name="message"
            value={values.message}
            onChange={(event) => change({ message: event.target.value })}
            placeholder={T.messagePlaceholder}
            rows={6}
          />
          <Flex w="full" justify="space-between" gap="3">
            {errors.message ? <Field.ErrorText>{errors.message}</Field.ErrorText> : <span />}
            <CharacterCount value={values.message} max={FEEDBACK_LIMITS.messageMax} />
          </Flex>
        </Field.Root>

        <Field.Root invalid={Boolean(errors.pageLink)}>
          <Field.Label>{T.pageLinkLabel}</Field.Label>
          <Input
            name="pageLink"
            type="text"
            inputMode="url"
            autoComplete="off"
            value={values.pageLink}
            onChange={(event) => change({ pageLink: event.target.value })}
            size="lg"
            bg="white"
          />
          {errors.pageLink ? <Field.ErrorText>{errors.pageLink}</Field.ErrorText> : <Field.HelperText>{T.pageLinkHelp}</Field.HelperText>}
        </Field.Root>

        {generalError ? (
          <Text role="alert" color="red.700" fontSize="sm">
            {generalError}
          </Text>
        ) : null}

        <Box>
          <Button
            type="submit"
            colorPalette="brand"
            rounded="full"
            size="lg"
            px="8"
            loading={submit.isPending}
            loadingText={T.sending}
            w={{ base: 'full', sm: 'auto' }}
          >
            {T.send}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

function FeedbackItem({ item }: { item: FeedbackDto }) {
  return (
    <Box as="li" borderWidth="1px" borderColor="gray.200" rounded="xl" p={{ base: '4', md: '5' }} bg="white">
      <Stack gap="3">
        <Flex gap="2" wrap="wrap" align="center" justify="space-between">
          <HStack gap="2" wrap="wrap">
            <Text as="span" fontWeight="semibold" color="gray.900">
              {FEEDBACK_CATEGORY_LABELS[item.category]}
            </Text>
            <FeedbackStatusBadge status={item.status} />
          </HStack>
          <Text as="span" fontSize="sm" color="fg.muted">
            {T.sentOn(formatDisplayDate(item.createdAt))}
            {item.statusChangedAt ? ` · ${T.updatedOn(formatDisplayDate(item.statusChangedAt))}` : null}
          </Text>
        </Flex>
        <Text color="gray.800" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {item.message}
        </Text>
        {item.pageLink ? (
          <Text fontSize="sm" color="gray.700" overflowWrap="anywhere">
            {T.page}{' '}
            <ChakraLink href={item.pageLink} color="brand.fg" textDecoration="underline">
              {item.pageLink}
            </ChakraLink>
          </Text>
        ) : null}
        {item.adminNote ? (
          <Box bg="brand.50" rounded="lg" px="4" py="3">
            <Text fontSize="sm" color="gray.800" whiteSpace="pre-wrap" overflowWrap="anywhere">
              <chakra.span fontWeight="semibold">{T.teamNote}</chakra.span> {item.adminNote}
            </Text>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}

function MyFeedback() {
  const query = trpc.feedback.mine.useInfiniteQuery(
    { limit: 20 },
    { staleTime: 0, getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Section id="my-feedback" title={T.listTitle}>
      {query.isPending ? (
        <Stack gap="3" role="status" aria-label={T.loading}>
          <Skeleton h="24" rounded="xl" />
          <Skeleton h="24" rounded="xl" />
        </Stack>
      ) : query.isError && items.length === 0 ? (
        <LoadError onRetry={() => void query.refetch()}>{T.loadFailed}</LoadError>
      ) : items.length === 0 ? (
        <Text color="gray.600" bg="brand.50" rounded="xl" px="5" py="6" textAlign="center">
          {T.empty}
        </Text>
      ) : (
        <>
          <Stack as="ul" listStyleType="none" gap="3" aria-label={T.listTitle}>
            {items.map((item) => (
              <FeedbackItem key={item.id} item={item} />
            ))}
          </Stack>
          <LoadMoreButton query={query} failedText={T.loadMoreFailed} />
        </>
      )}
    </Section>
  );
}

/** /product-feedback and /feedback (members): send an idea, a problem or a content request; follow what became of it. */
export function FeedbackPage() {
  usePageMeta({ title: T.title });
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2">
          <Flex gap="3" align="center">
            <Box color="brand.600" aria-hidden>
              <MessageSquareHeart size={30} />
            </Box>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900">
              {T.title}
            </Heading>
          </Flex>
          <Text color="gray.700">{T.lead}</Text>
        </Stack>
        <Section id="feedback-form" title={T.formTitle}>
          <FeedbackForm />
        </Section>
        <MyFeedback />
      </Stack>
    </Container>
  );
}
