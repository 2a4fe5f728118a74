/** What other features use of the member's side of moderation. */
export { SilenceGate } from './silence-gate';
