export const PROGRESS_TEXT = {
  title: 'Level and points',
  ownTitle: 'Your progress',
  barLabel: 'Progress to the next level',
  totals: (total: string, monthly: string, entries: number, own: boolean) =>
    `${total} ${total === '1' ? 'point' : 'points'} in all · ${monthly} this month${own ? ` · ${entries} giveaway ${entries === 1 ? 'entry' : 'entries'}` : ''}`,
  toNext: (points: string, level: number, title: string) => `${points} points to level ${level}, ${title}`,
  topLevel: 'The top level.',
  receiptsTitle: 'Your points, one by one',
  receiptsLabel: 'Points receipts',
  noReceipts: 'No points yet: start a discussion, reply or like something to earn your first.',
  receiptsFailed: 'Your points could not be loaded.',
  moreReceipts: 'Show more',
} as const;
