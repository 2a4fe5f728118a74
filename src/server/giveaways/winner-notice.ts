import { GIVEAWAY_TEXT } from '../../shared/constants/giveaways';
import { formatDisplayDate } from '../../shared/lib/dates';
import type { Db } from '../db/client';
import type { EmailMessage } from '../email/mailer';
import { giveawayWinnerEmail } from '../email/templates';
import { notify } from '../notifications/service';

export interface WinnerNotice {
  email: string;
  username: string;
  prize: string;
  claimBy: Date;
}

/** The winner's notification, written with the draw; her email goes out once it is saved. */
export async function notifyWinner(
  tx: Db,
  winner: { userId: number; username: string; email: string; giveawayId: number; round: number; prize: string; claimBy: Date },
): Promise<WinnerNotice> {
  await notify(tx, [
    {
      userId: winner.userId,
      type: 'other',
      title: GIVEAWAY_TEXT.winnerTitle,
      content: GIVEAWAY_TEXT.winnerContent(winner.prize, formatDisplayDate(winner.claimBy)),
      link: '/member-giveaways',
      eventKey: `giveaway:${winner.giveawayId}:${winner.round}`,
    },
  ]);
  return { email: winner.email, username: winner.username, prize: winner.prize, claimBy: winner.claimBy };
}

export function winnerEmail(notice: WinnerNotice, siteUrl: string): EmailMessage {
  return giveawayWinnerEmail(notice.email, notice.username, notice.prize, formatDisplayDate(notice.claimBy), `${siteUrl}/member-giveaways`);
}
