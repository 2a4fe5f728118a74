import { GIVEAWAY_TEXT } from '../../shared/constants/giveaways';
import { formatDisplayDate } from '../../shared/lib/dates';
import { monthName } from '../../shared/lib/sydney-clock';
import type { Db } from '../db/client';
import type { EmailMessage } from '../email/mailer';
import { giveawayWinnerEmail } from '../email/templates';
import { notify } from '../notifications/service';

export interface WinnerNotice {
  email: string;
  username: string;
  prize: string;
  /** The giveaway's month, 'YYYY-MM': the draw and its notice come after it has ended. */
  month: string;
  claimBy: Date;
}

/** The winner's notification, written with the draw; her email goes out once it is saved. */
export async function notifyWinner(
  tx: Db,
  winner: {
    userId: number;
    username: string;
    email: string;
    giveawayId: number;
    round: number;
    prize: string;
    month: string;
    claimBy: Date;
  },
): Promise<WinnerNotice> {
  await notify(tx, [
    {
      userId: winner.userId,
      type: 'other',
      title: GIVEAWAY_TEXT.winnerTitle(monthName(winner.month)),
      content: GIVEAWAY_TEXT.winnerContent(winner.prize, formatDisplayDate(winner.claimBy)),
      link: '/member-giveaways',
      eventKey: `giveaway:${winner.giveawayId}:${winner.round}`,
    },
  ]);
  return { email: winner.email, username: winner.username, prize: winner.prize, month: winner.month, claimBy: winner.claimBy };
}

export function winnerEmail(notice: WinnerNotice, siteUrl: string): EmailMessage {
  return giveawayWinnerEmail(notice.email, {
    username: notice.username,
    prize: notice.prize,
    month: monthName(notice.month),
    claimBy: formatDisplayDate(notice.claimBy),
    claimUrl: `${siteUrl}/member-giveaways`,
  });
}
