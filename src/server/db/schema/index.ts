export * from './users';
export * from './content';
export * from './community';
export * from './reactions';
