import { Box, Button } from '@chakra-ui/react';
import { Ban, Bell, BellOff, CircleCheck } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { RELATIONS_TEXT } from '../../../shared/constants/relations';
import { RELATION_KINDS, type RelationKind } from '../../../shared/rules/relations';
import { useRelations } from './use-relations';
import { useUndoRelation } from './use-undo-relation';

const loadRelationDialog = () => import('./relation-dialog');
const RelationDialog = lazy(loadRelationDialog);

const ICONS = { mute: BellOff, block: Ban } as const;
const UNDO_ICONS = { mute: Bell, block: CircleCheck } as const;

/**
 * Mute and Block beside a post or on a profile of another member who isn't on the team: render
 * them where canRelate allows. Each opens the dialog that asks how long (its code fetched when she
 * first points at or focuses a button); while one is in force its button undoes it at once
 * (Unmute, Unblock). On a phone they are their icons alone, like Report beside them.
 */
export function RelationActions({ member, iconOnlyOnPhone = true }: { member: { id: number; name: string }; iconOnlyOnPhone?: boolean }) {
  const { mutedIds, blockedIds } = useRelations();
  const { undo, pending } = useUndoRelation();
  const [dialog, setDialog] = useState<{ kind: RelationKind; opening: number } | null>(null);
  const [open, setOpen] = useState(false);
  const buttons = useRef<Partial<Record<RelationKind, HTMLButtonElement | null>>>({});
  const preload = () => void loadRelationDialog();
  const inForce = { mute: mutedIds.has(member.id), block: blockedIds.has(member.id) };

  return (
    <>
      {RELATION_KINDS.map((kind) => {
        const active = inForce[kind];
        const Icon = active ? UNDO_ICONS[kind] : ICONS[kind];
        return (
          <Button
            key={kind}
            ref={(element) => {
              buttons.current[kind] = element;
            }}
            variant="ghost"
            size="sm"
            rounded="full"
            color="gray.600"
            px={iconOnlyOnPhone ? { base: '2', sm: '3' } : '3'}
            aria-label={active ? RELATIONS_TEXT.undoLabel[kind](member.name) : RELATIONS_TEXT.actionLabel[kind](member.name)}
            aria-haspopup={active ? undefined : 'dialog'}
            disabled={active && pending}
            onPointerEnter={active ? undefined : preload}
            onFocus={active ? undefined : preload}
            onClick={() => {
              if (active) return undo(kind, member);
              setDialog((previous) => ({ kind, opening: (previous?.opening ?? 0) + 1 }));
              setOpen(true);
            }}
          >
            <Icon size={15} aria-hidden />
            <Box as="span" display={iconOnlyOnPhone ? { base: 'none', sm: 'inline' } : 'inline'}>
              {active ? RELATIONS_TEXT.undoAction[kind] : RELATIONS_TEXT.action[kind]}
            </Box>
          </Button>
        );
      })}
      {dialog ? (
        <Suspense fallback={null}>
          <RelationDialog
            key={dialog.opening}
            open={open}
            onOpenChange={setOpen}
            kind={dialog.kind}
            member={member}
            finalFocusEl={() => buttons.current[dialog.kind] ?? null}
          />
        </Suspense>
      ) : null}
    </>
  );
}
