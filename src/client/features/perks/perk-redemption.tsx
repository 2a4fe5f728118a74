import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Copy, ExternalLink } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { RedemptionDto } from '../../../shared/schemas/perks';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../trpc';
import { serverCode, serverMessage } from '../../lib/trpc-errors';
import { PERKS_PAGE_TEXT as T } from './perks-text';

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toaster.create({ type: 'success', title: T.copied, duration: 3000 });
  } catch {
    toaster.create({ type: 'error', title: T.copyFailed, description: T.copyFailedBody });
  }
}

function OutLink({ href, children, solid }: { href: string; children: string; solid: boolean }) {
  return (
    <Button asChild colorPalette="brand" rounded="full" size="sm" variant={solid ? 'solid' : 'outline'} bg={solid ? undefined : 'white'}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden />
        {children}
        <Box as="span" srOnly>
          {` ${T.opensInNewTab}`}
        </Box>
      </a>
    </Button>
  );
}

/**
 * What she got when she pressed Redeem: the code (with Copy) and where to use it, or the link.
 * `focusOnShow`: just revealed by her press, so focus moves here (the button she pressed is gone).
 */
export function RedemptionReveal({
  redemption,
  brandName,
  focusOnShow,
}: {
  redemption: RedemptionDto;
  brandName: string;
  focusOnShow: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  const { code, url } = redemption;
  return (
    <Stack
      ref={ref}
      tabIndex={-1}
      gap="3"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.200"
      rounded="xl"
      p="4"
      outline="none"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      {code ? (
        <>
          <Stack gap="1">
            <Text fontSize="xs" fontWeight="semibold" color="gray.700" textTransform="uppercase" letterSpacing="wide">
              {redemption.method === 'pool' ? T.yourOwnCode : T.yourCode}
            </Text>
            <HStack gap="2" justify="space-between" wrap="wrap">
              <Text
                as="code"
                fontFamily="mono"
                fontSize="lg"
                fontWeight="bold"
                color="gray.900"
                wordBreak="break-all"
                data-testid="perk-code"
              >
                {code}
              </Text>
              <Button
                size="sm"
                variant="outline"
                colorPalette="brand"
                bg="white"
                rounded="full"
                onClick={() => void copyCode(code)}
                aria-label={`${T.copy} ${code}`}
              >
                <Copy aria-hidden />
                {T.copy}
              </Button>
            </HStack>
            {redemption.method === 'pool' ? (
              <Text fontSize="xs" color="gray.600">
                {T.ownCodeNote}
              </Text>
            ) : null}
          </Stack>
          {url ? (
            <OutLink href={url} solid={false}>
              {T.codeAt(brandName)}
            </OutLink>
          ) : null}
        </>
      ) : url ? (
        <>
          <Text fontSize="sm" color="gray.700">
            {T.linkReady}
          </Text>
          <OutLink href={url} solid>
            {T.openOffer(brandName)}
          </OutLink>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * The Redeem button and what follows it: her code or link (kept by perks.mine, so it shows again
 * on her next visit), or why it was refused ('All codes claimed', expired …).
 */
export function PerkRedemption({
  perkId,
  brandName,
  pool,
  redemption,
  titleId,
}: {
  perkId: number;
  brandName: string;
  pool: boolean;
  redemption: RedemptionDto | undefined;
  titleId: string;
}) {
  const utils = trpc.useUtils();
  const redeem = trpc.perks.redeem.useMutation({
    onSuccess: (result) => {
      utils.perks.mine.setData(undefined, (mine) => [...(mine ?? []).filter((r) => r.perkId !== result.perkId), result]);
    },
  });
  if (redemption) return <RedemptionReveal redemption={redemption} brandName={brandName} focusOnShow={redeem.isSuccess} />;

  const refused = redeem.error ? serverCode(redeem.error) : undefined;
  if (refused === 'UNAUTHORIZED') {
    return (
      <Stack gap="2" role="alert">
        <Text fontSize="sm" color="gray.700">
          {T.sessionEnded}
        </Text>
        <Button asChild colorPalette="brand" rounded="full" size="sm">
          <Link to="/community/auth" search={{ redirect: '/perks' }}>
            {T.signInToRedeem}
          </Link>
        </Button>
      </Stack>
    );
  }
  // Refusals that pressing again won't change: the pool is empty, the perk ended or isn't ready.
  const final = refused === 'CONFLICT' || refused === 'NOT_FOUND';
  return (
    <Stack gap="2">
      {redeem.error ? (
        <Text role="alert" fontSize="sm" fontWeight={final ? 'semibold' : undefined} color={final ? 'gray.800' : 'fg.error'}>
          {(final && serverMessage(redeem.error)) || T.redeemFailed}
        </Text>
      ) : null}
      {final ? null : (
        <>
          <Button
            colorPalette="brand"
            rounded="full"
            size="md"
            loading={redeem.isPending}
            loadingText={T.redeeming}
            onClick={() => redeem.mutate({ id: perkId })}
            aria-describedby={titleId}
          >
            {T.redeem}
          </Button>
          {pool ? (
            <Text fontSize="xs" color="gray.600" textAlign="center">
              {T.poolHint}
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
