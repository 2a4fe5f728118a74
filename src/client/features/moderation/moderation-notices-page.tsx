import { Badge, Box, Button, chakra, Container, Field, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { COMMUNITY_RULES_PATH, PENALTY_TEXT } from '../../../shared/constants/penalties';
import { formatDisplayDate } from '../../../shared/lib/dates';
import { APPEAL_MESSAGE_MAX, APPEAL_MESSAGE_MIN } from '../../../shared/rules/penalties';
import type { MyDecisionDto } from '../../../shared/schemas/penalties';
import { EmptyState, LoadError } from '../../components/page-states';
import { CharacterCount } from '../../components/ui/character-count';
import { FormTextarea } from '../../components/ui/form-controls';
import { usePageMeta } from '../../lib/page-head';
import { fieldErrorsOf, serverMessage } from '../../lib/trpc-errors';
import { trpc } from '../../trpc';

const T = PENALTY_TEXT.page;

/** Her request for another look at one decision: one per decision, so the form goes once it is sent. */
function AppealForm({ decision }: { decision: MyDecisionDto }) {
  const utils = trpc.useUtils();
  const appeal = trpc.moderation.appeals.create.useMutation({ onSuccess: () => utils.moderation.decisions.mine.invalidate() });
  const [message, setMessage] = useState('');
  const [checked, setChecked] = useState(false);
  const tooShort = message.trim().length < APPEAL_MESSAGE_MIN;
  const error = (checked && tooShort ? T.appealHelp : null) ?? fieldErrorsOf(appeal.error).message ?? null;
  const general = appeal.error && !fieldErrorsOf(appeal.error).message ? (serverMessage(appeal.error) ?? T.failedToSend) : null;
  const fieldId = `appeal-${decision.id}`;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (!tooShort) appeal.mutate({ decisionId: decision.id, message });
  }

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label htmlFor={fieldId}>{T.appealLabel}</Field.Label>
        <FormTextarea
          id={fieldId}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={APPEAL_MESSAGE_MAX}
          rows={3}
        />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{T.appealHelp}</Field.HelperText>}
        <CharacterCount value={message} max={APPEAL_MESSAGE_MAX} />
      </Field.Root>
      {general ? (
        <Text role="alert" color="red.600" fontSize="sm" mt="2">
          {general}
        </Text>
      ) : null}
      <Button type="submit" mt="3" size="sm" colorPalette="brand" rounded="full" loading={appeal.isPending} loadingText={T.appealSending}>
        {T.appealSend}
      </Button>
    </chakra.form>
  );
}

function DecisionCard({ decision }: { decision: MyDecisionDto }) {
  return (
    <Box as="article" bg="white" borderWidth="1px" borderColor="gray.100" rounded="2xl" p={{ base: '4', md: '6' }} shadow="xs">
      <Stack gap="3">
        <Heading as="h2" size="md" color="gray.900">
          {PENALTY_TEXT.noticeTitle[decision.kind]}
        </Heading>
        <Text color="gray.500" fontSize="sm">
          {formatDisplayDate(decision.createdAt)}
        </Text>
        <Text color="gray.700">{PENALTY_TEXT.noticeBody(decision.reason)}</Text>
        {decision.appeal ? (
          <Stack gap="1" role="status">
            <Badge alignSelf="flex-start" colorPalette={decision.appeal.status === 'overturned' ? 'green' : 'gray'}>
              {T.appealStatus[decision.appeal.status]}
            </Badge>
            {decision.appeal.response ? <Text color="gray.700">{decision.appeal.response}</Text> : null}
          </Stack>
        ) : (
          <AppealForm decision={decision} />
        )}
      </Stack>
    </Box>
  );
}

/** /profile/moderation: what the team decided about her or her posts, and her way to ask for another look. */
export function ModerationNoticesPage() {
  usePageMeta({ title: T.title });
  const decisions = trpc.moderation.decisions.mine.useQuery();
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="2" mb={{ base: '6', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900">
          {T.title}
        </Heading>
        <Text color="gray.600">{T.intro}</Text>
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
          <Link to={COMMUNITY_RULES_PATH}>{T.rulesLink}</Link>
        </ChakraLink>
      </Stack>
      {decisions.isError ? (
        <LoadError onRetry={() => void decisions.refetch()}>{T.failed}</LoadError>
      ) : decisions.isPending ? (
        <Text role="status">{T.loading}</Text>
      ) : decisions.data.length === 0 ? (
        <EmptyState title={T.empty} />
      ) : (
        <Stack gap="4">
          {decisions.data.map((decision) => (
            <DecisionCard key={decision.id} decision={decision} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
