import { Box, Button } from '@chakra-ui/react';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { MODERATION_TEXT } from '../../../shared/constants/moderation';
import type { ReportTargetType } from '../../../shared/rules/moderation';
import { FORUM_TEXT } from './community-text';

const loadReportDialog = () => import('./report-dialog');
const ReportDialog = lazy(loadReportDialog);

/**
 * "Report" on a post or a profile that isn't hers: render it for a signed-in member only (whether
 * to is canReport's). The dialog's code is fetched when she first points at or focuses the button
 * and the dialog is mounted at its first opening, so a page shows a quiet button and nothing more
 * until then; each opening starts a fresh form. On a phone the button is its flag alone (its name
 * stays for screen readers), like Edit and Delete beside it.
 */
export function ReportAction({
  targetType,
  targetId,
  iconOnlyOnPhone = true,
}: {
  targetType: ReportTargetType;
  targetId: number;
  iconOnlyOnPhone?: boolean;
}) {
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadReportDialog();
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        rounded="full"
        color="gray.600"
        px={iconOnlyOnPhone ? { base: '2', sm: '3' } : '3'}
        aria-label={MODERATION_TEXT.dialog.title[targetType]}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened((count) => count + 1);
          setOpen(true);
        }}
      >
        <Flag size={15} aria-hidden />
        <Box as="span" display={iconOnlyOnPhone ? { base: 'none', sm: 'inline' } : 'inline'}>
          {FORUM_TEXT.report}
        </Box>
      </Button>
      {opened > 0 ? (
        <Suspense fallback={null}>
          <ReportDialog
            key={opened}
            open={open}
            onOpenChange={setOpen}
            targetType={targetType}
            targetId={targetId}
            finalFocusEl={() => button.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
