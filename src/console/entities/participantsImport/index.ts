// The participants import's calls and progress, apart from the participants entity so that the
// store (and with it the sign-in route) does not carry them.
export * from './importApi';
export { selectImportProgress } from './importProgress';
export type { ImportProgress } from './importProgress';
