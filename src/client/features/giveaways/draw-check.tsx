import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { verifyDraw } from '../../../shared/lib/giveaway-draw';
import type { GiveawayWinnerDto } from '../../../shared/schemas/giveaways';
import { trpc } from '../../trpc';
import { MEMBER_GIVEAWAYS_TEXT as T } from './giveaways-text';

type Check = { state: 'idle' | 'checking' } | { state: 'ok'; entrants: number } | { state: 'failed'; problems: string[] };

/** Recomputes a past draw in the member's browser from its published record (Web Crypto). */
export function DrawCheck({ giveawayId, winner }: { giveawayId: number; winner: GiveawayWinnerDto | null }) {
  const utils = trpc.useUtils();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const run = async () => {
    setCheck({ state: 'checking' });
    try {
      // Fresh each time: a check is only worth what was published just now.
      const record = await utils.giveaways.drawRecord.fetch({ id: giveawayId }, { staleTime: 0 });
      const problems = await verifyDraw(record);
      setCheck(problems.length === 0 ? { state: 'ok', entrants: record.entrantCount } : { state: 'failed', problems });
    } catch {
      setCheck({ state: 'failed', problems: [T.checkUnavailable] });
    }
  };
  return (
    <Stack gap="2">
      <Box>
        <Button
          size="sm"
          variant="outline"
          rounded="full"
          onClick={() => void run()}
          loading={check.state === 'checking'}
          loadingText={T.checking}
        >
          {T.check}
        </Button>
      </Box>
      <Box aria-live="polite">
        {check.state === 'ok' ? (
          <Text fontSize="sm" color="green.800">
            ✓ {T.checkedOk(check.entrants, winner ? `member ${winner.userId} (@${winner.username})` : 'nobody')}
          </Text>
        ) : check.state === 'failed' ? (
          <Stack gap="1" fontSize="sm" color="fg.error">
            <Text>{T.checkFailed}</Text>
            {check.problems.map((problem) => (
              <Text key={problem}>{problem}</Text>
            ))}
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}
