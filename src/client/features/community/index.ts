/** What other features may import from features/community/: a feature reaches another only through its entry (docs/ARCHITECTURE.md, Folders). */
export { MEMBER_LINK_REL, PostText } from './post-text';
export { ReportAction } from './report-action';
export { HeldPostNotice } from './held-post-notice';
export { MemberAvatar } from './member-avatar';
export { authorOrFormer, PostAuthor } from './post-author';
export { PostTime } from './post-time';
export { PostActions } from './post-actions';
export { DeleteConfirmation } from './delete-confirmation';
export { canReport } from './permissions';
export { writeErrorMessage } from './server-errors';
