// Messages the server sends as gRPC status messages; the console maps them to its locale keys
// (spec/console.md §8). They are part of the contract: change them only together with the console.

export const MESSAGES = {
  invalidSession: 'Invalid session.',
  eventIsPublished: 'Event is published.',
  eventWithCustomDomain: 'Event with custom domain.',
  eventNotFound: 'Event not found.',
  notFound: 'Not found.',
  nothingToRevert: 'Nothing to revert.',
  revertConflict: 'A later change touched the same data.',
  emailTaken: 'The email address is already in use by another account.',
  wrongCredentials: 'Wrong e-mail or password.',
  tooManyAttempts: 'Too many sign-in attempts. Try again later.',
  tooManyMails: 'Too many e-mails were sent. Try again later.',
  tooManySignUps: 'Too many accounts were created from this address. Try again later.',
  invalidActionCode: 'The action code is invalid or expired.',
  invalidRefreshToken: 'The refresh token is invalid or expired.',
  mutationAhead: 'Mutation id is ahead of the last applied one.',
  keyTaken: 'This key is taken by another event.',
  keyReserved: "This key is reserved for the console's own pages.",
  domainTaken: 'This domain is used by another event.',
  eventIsArchived: 'Event is archived.',
  notAllowedForRole: 'Your role in this event does not allow this.',
  invitationInvalid: 'The invitation is invalid or expired.',
  alreadyMember: 'This person is already in the team.',
} as const;
