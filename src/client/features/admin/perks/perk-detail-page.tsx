import { Badge, Box, Button, chakra, Flex, Grid, Heading, HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { type SubmitEvent, useState } from 'react';
import { formatDisplayDate } from '../../../../shared/lib/dates';
import { sanitizeImageUrl } from '../../../../shared/lib/images';
import type { PerkAdminDto, PerkCodeDto, PerkDetailDto } from '../../../../shared/schemas/admin/perks';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../trpc';
import { serverMessage } from '../../../lib/trpc-errors';
import {
  AdminEmptyState,
  AdminPage,
  AdminPager,
  AdminRecordLoader,
  AdminSearchBox,
  AdminTable,
  ConfirmDialog,
  useAdminListSearch,
  useConfirmedAction,
} from '../kit';
import { CodesInput, codesOf } from './codes-input';
import { parsePerkDetailSearch } from './perk-list-search';
import { BACK_TO_PERKS, PERKS_TEXT } from './perks-text';
import { formatNumber } from '../../../../shared/lib/numbers';

const text = PERKS_TEXT;

/**
 * One fact of the details' <dl>: a group holding only its <dt> and <dd>, what a <dl> may hold (a
 * wide fact spans the grid's columns itself: wrapped in another box, its <dt> was outside any <dl>).
 */
function Fact({ label, children, wide = false }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <Stack gap="0.5" minW="0" gridColumn={wide ? { md: 'span 2' } : undefined}>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" color="gray.900" wordBreak="break-word">
        {children}
      </Box>
    </Stack>
  );
}

function Details({ perk }: { perk: PerkAdminDto }) {
  const logo = sanitizeImageUrl(perk.brandLogo);
  return (
    <Box
      as="section"
      aria-labelledby="perk-details"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id="perk-details" size="lg" mb="4">
        {text.details}
      </Heading>
      <Flex gap="5" direction={{ base: 'column', sm: 'row' }}>
        {logo ? (
          <Box w="20" h="20" flexShrink={0} borderWidth="1px" borderColor="gray.200" rounded="lg" overflow="hidden">
            <Image src={logo} alt={`${perk.brandName} logo`} w="full" h="full" objectFit="contain" />
          </Box>
        ) : null}
        <Grid as="dl" templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" flex="1">
          <Fact label={text.brandName}>{perk.brandName}</Fact>
          <Fact label={text.discount}>{perk.discountAmount}</Fact>
          <Fact label={text.category}>{perk.category?.name ?? text.noCategory}</Fact>
          <Fact label={text.expiryDate}>
            {perk.expiryDate ? formatDisplayDate(perk.expiryDate) : text.noExpiry}
            {perk.expired ? (
              <Badge ms="2" colorPalette="red" variant="subtle">
                {text.expired}
              </Badge>
            ) : null}
          </Fact>
          <Fact label={text.featuredLabel}>{perk.featured ? 'Yes' : 'No'}</Fact>
          <Fact label={text.method}>{text.methodLabel(perk.redemptionMethod)}</Fact>
          {perk.redemptionCode ? (
            <Fact label={text.redemptionCode}>
              <chakra.code fontFamily="mono">{perk.redemptionCode}</chakra.code>
            </Fact>
          ) : null}
          {perk.redemptionUrl ? <Fact label={text.redemptionUrl}>{perk.redemptionUrl}</Fact> : null}
          {perk.description ? (
            <Fact label={text.description} wide>
              <Text whiteSpace="pre-line">{perk.description}</Text>
            </Fact>
          ) : null}
        </Grid>
      </Flex>
    </Box>
  );
}

function AddCodes({ perkId }: { perkId: number }) {
  const utils = trpc.useUtils();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = trpc.admin.perks.addCodes.useMutation({
    onSuccess: async (result) => {
      setValue('');
      toaster.create({
        type: result.added > 0 ? 'success' : 'info',
        title: text.added(result.added),
        description: result.alreadyThere.length > 0 ? text.alreadyThere(result.alreadyThere) : undefined,
        duration: result.alreadyThere.length > 0 ? 8000 : undefined,
      });
      await utils.admin.perks.invalidate();
    },
    onError: (failure) => setError(Object.values(failure.data?.fieldErrors ?? {})[0] ?? serverMessage(failure) ?? text.saveFailed),
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const read = codesOf(value);
    if (read.blocking) return;
    if (read.codes.length === 0) {
      setError(text.noCodesYet);
      return;
    }
    setError(null);
    add.mutate({ perkId, codes: read.codes });
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="add-codes-title">
      <Stack gap="3">
        <Heading as="h3" id="add-codes-title" size="md">
          {text.addCodesTitle}
        </Heading>
        <CodesInput
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          error={error}
          disabled={add.isPending}
        />
        <Box>
          <Button type="submit" colorPalette="brand" rounded="full" loading={add.isPending} loadingText={text.addingCodes}>
            {text.addCodes}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

function CodeRows({ codes, free, onRemove }: { codes: PerkCodeDto[]; free: boolean; onRemove: (code: PerkCodeDto) => void }) {
  return (
    <>
      {codes.map((code) => (
        <Table.Row key={code.id}>
          <Table.Cell>
            <chakra.code fontFamily="mono">{code.code}</chakra.code>
          </Table.Cell>
          {free ? (
            <Table.Cell whiteSpace="nowrap">{formatDisplayDate(code.createdAt)}</Table.Cell>
          ) : (
            <>
              <Table.Cell>
                {code.username ?? (
                  <Text as="span" color="fg.muted">
                    {text.deletedMember}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{code.assignedAt ? formatDisplayDate(code.assignedAt) : ''}</Table.Cell>
            </>
          )}
          {free ? (
            <Table.Cell textAlign="end">
              <Button size="sm" variant="ghost" colorPalette="red" aria-label={text.removeCode(code.code)} onClick={() => onRemove(code)}>
                <Trash2 aria-hidden />
                {text.remove}
              </Button>
            </Table.Cell>
          ) : null}
        </Table.Row>
      ))}
    </>
  );
}

function PoolSection({ detail }: { detail: PerkDetailDto }) {
  const { search, q, setQ, setPage, setSearch } = useAdminListSearch(parsePerkDetailSearch);
  const utils = trpc.useUtils();
  const free = search.codes === 'free';
  const pool = detail.perk.pool!;
  const codes = detail.codes!;
  const remove = trpc.admin.perks.removeCode.useMutation();
  const removing = useConfirmedAction<PerkCodeDto>({
    run: (code) => remove.mutateAsync({ id: code.id }),
    failed: text.saveFailed,
    onDone: async () => {
      toaster.create({ type: 'success', title: text.removed });
      await utils.admin.perks.invalidate();
    },
  });

  const tab = (value: 'handed_out' | 'free', label: string) => {
    const selected = (value === 'free') === free;
    return (
      <Button
        size="sm"
        rounded="full"
        variant={selected ? 'solid' : 'outline'}
        colorPalette={selected ? 'brand' : undefined}
        aria-pressed={selected}
        onClick={() => setSearch({ codes: value === 'free' ? 'free' : undefined, q: undefined })}
      >
        {label}
      </Button>
    );
  };

  return (
    <Stack gap="5">
      <Grid as="dl" templateColumns="repeat(3, 1fr)" gap="3">
        {(
          [
            [text.counts.total, pool.total],
            [text.counts.handedOut, pool.handedOut],
            [text.counts.left, pool.left],
          ] as const
        ).map(([label, value]) => (
          <Stack key={label} gap="0" bg="brand.50" rounded="lg" p="3" textAlign="center">
            <Text as="dt" fontSize="sm" color="gray.700">
              {label}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="bold" color="gray.900" fontVariantNumeric="tabular-nums">
              {formatNumber(value)}
            </Text>
          </Stack>
        ))}
      </Grid>
      <HStack gap="2" wrap="wrap" role="group" aria-label="Which codes">
        {tab('handed_out', text.handedOutTab)}
        {tab('free', text.freeTab)}
      </HStack>
      <AdminSearchBox value={q} onChange={setQ} label={text.codesSearch} placeholder={text.codesSearchPlaceholder} />
      {codes.items.length === 0 ? (
        <AdminEmptyState title={free ? text.noFree : text.noHandedOut} description={free && !q ? text.noFreeText : undefined} />
      ) : (
        <>
          <AdminTable
            caption={text.codesCaption(free)}
            columns={
              free
                ? [
                    { label: text.codeColumns.code, card: 'title' },
                    { label: text.codeColumns.added, card: 'date' },
                    { label: text.codeColumns.actions, srOnly: true, textAlign: 'end', card: 'actions' },
                  ]
                : [{ label: text.codeColumns.code, card: 'title' }, text.codeColumns.member, { label: text.codeColumns.date, card: 'date' }]
            }
          >
            <CodeRows codes={codes.items} free={free} onRemove={removing.ask} />
          </AdminTable>
          <Flex justify="center">
            <AdminPager page={codes.page} pageSize={codes.pageSize} total={codes.total} onPageChange={setPage} label="Code pages" />
          </Flex>
        </>
      )}
      <Box borderTopWidth="1px" borderColor="gray.200" pt="5">
        <AddCodes perkId={detail.perk.id} />
      </Box>
      <ConfirmDialog
        {...removing.dialog}
        title={text.removeTitle}
        body={removing.target ? text.removeBody(removing.target.code) : ''}
        confirmLabel={text.remove}
        pendingLabel={text.removing}
      />
    </Stack>
  );
}

function DeletePerk({ perk }: { perk: PerkAdminDto }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const remove = trpc.admin.perks.delete.useMutation();
  const deletion = useConfirmedAction<PerkAdminDto>({
    run: () => remove.mutateAsync({ id: perk.id }),
    failed: text.saveFailed,
    onDone: async () => {
      toaster.create({ type: 'success', title: text.deleted });
      await utils.admin.perks.invalidate();
      await navigate({ to: '/admin/perks' });
    },
  });
  return (
    <>
      <Button variant="outline" colorPalette="red" rounded="full" onClick={() => deletion.ask(perk)}>
        <Trash2 aria-hidden />
        {text.deleteButton}
      </Button>
      <ConfirmDialog
        {...deletion.dialog}
        title={text.deleteTitle}
        body={text.deleteBody(perk.title, perk.pool?.handedOut ?? 0)}
        confirmLabel={text.deleteButton}
        pendingLabel={text.deleting}
      />
    </>
  );
}

/** /admin/perks/{id}: the perk, and its redemptions (a pool's codes). */
export function PerkDetailPage({ id }: { id: number }) {
  const { search, q, page } = useAdminListSearch(parsePerkDetailSearch);
  const detail = trpc.admin.perks.detail.useQuery(
    { id, q: q || undefined, page, codes: search.codes === 'free' ? 'free' : 'handed_out' },
    { placeholderData: (previous) => previous },
  );

  return (
    <AdminRecordLoader query={detail} title={text.detailTitle} back={BACK_TO_PERKS} loadFailed={text.loadPerkFailed}>
      {(data) => <PerkDetail detail={data} />}
    </AdminRecordLoader>
  );
}

function PerkDetail({ detail }: { detail: PerkDetailDto }) {
  const { perk } = detail;
  return (
    <AdminPage
      title={perk.title}
      description={`${perk.brandName} · ${perk.discountAmount}`}
      back={BACK_TO_PERKS}
      actions={
        <>
          <Button asChild variant="outline" rounded="full">
            <Link to="/admin/perks/edit/$id" params={{ id: String(perk.id) }}>
              <Pencil aria-hidden />
              {text.editButton}
            </Link>
          </Button>
          <DeletePerk perk={perk} />
        </>
      }
    >
      <Details perk={perk} />
      <Box
        as="section"
        aria-labelledby="perk-redemptions"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="xl"
        p={{ base: '4', md: '6' }}
      >
        <Heading as="h2" id="perk-redemptions" size="lg" mb="4">
          {text.redemptions}
        </Heading>
        <Text color="gray.700" mb={perk.redemptionMethod === 'pool' ? '4' : undefined}>
          {text.redeemedBy(perk.redemptions)}
        </Text>
        {perk.redemptionMethod === 'pool' ? <PoolSection detail={detail} /> : null}
      </Box>
    </AdminPage>
  );
}
