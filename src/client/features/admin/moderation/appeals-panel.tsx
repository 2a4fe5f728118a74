import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PENALTY_TEXT } from '../../../../shared/constants/penalties';
import { APPEAL_OUTCOMES, type AppealOutcome } from '../../../../shared/rules/penalties';
import type { AppealDto } from '../../../../shared/schemas/penalties';
import { FormTextarea } from '../../../components/ui/form-controls';
import { toaster } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/trpc-errors';
import { trpc } from '../../../trpc';
import { FormField } from '../kit';
import { PENALTY_PAGE_TEXT as T } from './penalty-text';

function AppealRow({ appeal }: { appeal: AppealDto }) {
  const utils = trpc.useUtils();
  const [response, setResponse] = useState('');
  const resolve = trpc.moderation.appeals.resolve.useMutation({
    onSuccess: async ({ status }) => {
      toaster.create({ type: 'success', title: T.answered[status] });
      await utils.moderation.appeals.list.invalidate();
    },
    onError: (error) => toaster.create({ type: 'error', title: serverMessage(error) ?? T.answerFailed }),
  });
  const answer = (outcome: AppealOutcome) => resolve.mutate({ id: appeal.id, outcome, response: response.trim() || undefined });
  return (
    <Box as="li" borderWidth="1px" borderColor="gray.200" rounded="lg" p="4" bg="white">
      <Stack gap="2">
        <Text fontWeight="medium">{T.appealBy(appeal.member?.username ?? null, PENALTY_TEXT.noticeTitle[appeal.decisionKind])}</Text>
        <Text fontSize="sm" color="fg.muted">
          {appeal.decisionReason}
        </Text>
        <Text whiteSpace="pre-wrap">{appeal.message}</Text>
        <FormField label={T.response}>
          <FormTextarea rows={2} maxLength={1000} value={response} onChange={(event) => setResponse(event.target.value)} />
        </FormField>
        <HStack gap="2">
          {APPEAL_OUTCOMES.map((outcome) => (
            <Button
              key={outcome}
              size="sm"
              variant={outcome === 'overturned' ? 'solid' : 'outline'}
              colorPalette="brand"
              disabled={resolve.isPending}
              loading={resolve.isPending && resolve.variables?.outcome === outcome}
              onClick={() => answer(outcome)}
            >
              {T.outcomes[outcome]}
            </Button>
          ))}
        </HStack>
      </Stack>
    </Box>
  );
}

/** Open appeals, oldest first, above the queue: the team upholds or overturns each, and she is told. */
export function AppealsPanel() {
  const appeals = trpc.moderation.appeals.list.useQuery();
  if (!appeals.data || appeals.data.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="appeals-heading" gap="3" mb="6">
      <Heading as="h2" id="appeals-heading" size="md">
        {T.appeals} ({appeals.data.length})
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {T.appealsIntro}
      </Text>
      <Stack as="ul" listStyleType="none" gap="3">
        {appeals.data.map((appeal) => (
          <AppealRow key={appeal.id} appeal={appeal} />
        ))}
      </Stack>
    </Stack>
  );
}
