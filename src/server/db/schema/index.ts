export * from './users';
export * from './content';
export * from './community';
export * from './reactions';
export * from './admin';
export * from './points';
export * from './giveaways';
