// The rights table of event teams (issue 24): each role is a fixed set of rights, each RPC method
// and each live target names the right it needs. The server enforces it in one place (rpc/
// authorise.ts and live/targets.ts), the console hides what a role may not use, and the
// permission matrix suite derives its expectations from it.

import type { LiveTargetName } from './liveTargets';

export const ROLES = ['owner', 'editor', 'door', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
/** The roles an invitation or a role change may give; ownership is handed over on its own. */
export const MEMBER_ROLES = ['editor', 'door', 'viewer'] as const satisfies readonly Role[];
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const RIGHTS = [
  /** Open the event: its own document and wording (every role). */
  'enter',
  /** Read everything an editor reads, statistics included. */
  'read',
  /** Find a participant by name or code: participants, their forms, the check-ins. */
  'lookup',
  'checkIn',
  /** Every content area, design, wording, menus, organizers, forms, participants, feedback. */
  'write',
  'publish',
  'archive',
  'copy',
  'domain',
  'team',
] as const;
export type Right = (typeof RIGHTS)[number];

export const ROLE_RIGHTS: { readonly [R in Role]: ReadonlySet<Right> } = {
  owner: new Set(RIGHTS),
  editor: new Set(['enter', 'read', 'lookup', 'checkIn', 'write']),
  door: new Set(['enter', 'lookup', 'checkIn']),
  viewer: new Set(['enter', 'read', 'lookup']),
};

export const may = (role: Role | null | undefined, right: Right): boolean =>
  role ? ROLE_RIGHTS[role].has(right) : false;

export const isRole = (value: string): value is Role =>
  (ROLES as readonly string[]).includes(value);
export const isMemberRole = (value: string): value is MemberRole =>
  (MEMBER_ROLES as readonly string[]).includes(value);

/**
 * What a call needs: a right on the event its request names (`eventId`), or 'account' (a call on
 * the caller's own account, or one that creates a new event), or 'open' (no session needed, or
 * the method checks its own credential). Keyed by `{service}/{method}` as on the wire.
 */
export type CallRight = Right | 'account' | 'open';

const write = 'write';
export const METHOD_RIGHTS: Readonly<Record<string, CallRight>> = {
  'manager.Auth/SignIn': 'open',
  'manager.Auth/Refresh': 'open',
  'manager.Auth/SignOut': 'open',
  'manager.Auth/SendEmailVerification': 'account',
  'manager.Auth/ApplyActionCode': 'open',
  'manager.Auth/SendPasswordResetEmail': 'open',
  'manager.Auth/VerifyPasswordResetCode': 'open',
  'manager.Auth/ConfirmPasswordReset': 'open',
  'manager.Auth/GetUser': 'account',
  'manager.Users/SignUpOrg': 'open',
  'manager.Organizers/SetOrgInfo': 'account',
  'manager.Organizers/SetOrgImages': 'account',
  // Each write of a batch runs through its own method, and so through its own check.
  'manager.WriteQueue/SendWrites': 'account',
  'manager.Events/CreateEvent': 'account',
  'manager.Events/UpdateEvent': write,
  'manager.Events/CopyEvent': 'copy',
  'manager.Events/ToArchive': 'archive',
  'manager.Events/FromArchive': 'archive',
  'manager.Events/Publish': 'publish',
  'manager.Events/Unpublish': 'publish',
  'manager.Events/SetLanguage': write,
  'manager.Events/SetTheme': write,
  'manager.Events/SetShowMenuItems': write,
  'manager.Events/SetCustomDomainToEvent': 'domain',
  'manager.Events/AddSponsor': write,
  'manager.Events/UpdateSponsor': write,
  'manager.Events/DelSponsor': write,
  'manager.Events/AddOrgInfo': write,
  'manager.Events/UpdateOrgInfo': write,
  'manager.Events/DelOrgInfo': write,
  'manager.Events/GetActiveClients': 'read',
  'manager.Events/ListActiveClients': 'read',
  'manager.Events/ListActiveClient': 'read',
  'manager.Events/UpdateEventPreferenceByKey': write,
  'manager.Events/DeleteEventPreferenceByKey': write,
  'manager.Translations/UpsertTranslate': write,
  'manager.Places/SetProfile': write,
  'manager.Files/Upload': write,
  'manager.Files/CropImage': write,
  'manager.Files/SignFiles': 'enter',
  'manager.Preview/PreviewToken': 'read',
  'manager.Forms/UpsertForm': write,
  'manager.Forms/AddFieldOfForm': write,
  'manager.Forms/UpdateFieldOfForm': write,
  'manager.Forms/RemoveFieldOfForm': write,
  'manager.Forms/SetSequenceOfFields': write,
  'manager.Participants/Create': write,
  'manager.Participants/Update': write,
  'manager.Participants/ClientSuspended': write,
  'manager.Participants/ClientUnSuspended': write,
  'manager.Participants/EnableQRCode': write,
  'manager.Participants/DisableQRCode': write,
  'manager.Participants/ExportToCSV': 'read',
  'manager.Participants/CheckIn': 'checkIn',
  'manager.Participants/ImportParticipants': write,
  'manager.Locations/CreateLocation': write,
  'manager.Locations/UpdateLocation': write,
  'manager.Locations/DeleteLocation': write,
  'manager.Cms/AddGroupOfSectionsByEvent': write,
  'manager.Cms/AddGroupOfSectionsByPlaceEvent': write,
  'manager.Cms/UpdateGroupOfSection': write,
  'manager.Cms/DeleteGroupOfSection': write,
  'manager.Cms/AddSectionOfLocation': write,
  'manager.Cms/AddSection': write,
  'manager.Cms/UpdateSection': write,
  'manager.Cms/DeleteSection': write,
  'manager.Posts/CreatePost': write,
  'manager.Posts/UpdatePost': write,
  'manager.Posts/Pin': write,
  'manager.Posts/Publish': write,
  'manager.Posts/Unpublish': write,
  'manager.Speakers/CreateSpeaker': write,
  'manager.Speakers/UpdateSpeaker': write,
  'manager.Speakers/ToHiddenSpeaker': write,
  'manager.Speakers/FromHiddenSpeaker': write,
  'manager.Meetings/CreateMeeting': write,
  'manager.Meetings/UpdateMeeting': write,
  'manager.Meetings/AddSpeakers': write,
  'manager.Meetings/RemoveSpeakers': write,
  'manager.Meetings/SetAsVisibleMeeting': write,
  'manager.Meetings/SetAsInvisibleMeeting': write,
  'manager.Team/InviteMember': 'team',
  'manager.Team/ListTeam': 'team',
  'manager.Team/ChangeMemberRole': 'team',
  'manager.Team/RemoveMember': 'team',
  'manager.Team/RevokeInvitation': 'team',
  'manager.Team/TransferOwnership': 'team',
  // The event history: read as the rest of the event is; a revert is a write like any other;
  // presence is for everyone who may open the event.
  'manager.History/ListEventHistory': 'read',
  'manager.History/RevertHistory': write,
  'manager.History/Here': 'enter',
  // The invitation's secret is the credential; the caller's own session names who joins.
  'manager.Team/AcceptInvitation': 'account',
};

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/**
 * Who may read a live target: a right on the event its path names (`{eventId}`), 'self' (the
 * caller's own account and lists, checked by the target itself) or 'organisers' (global data
 * every signed-in organiser reads).
 */
export type TargetRight = Right | 'self' | 'organisers';

export const TARGET_RIGHTS = {
  events: 'self',
  archivedEvents: 'self',
  memberships: 'self',
  organisation: 'self',
  defaultKeys: 'organisers',
  event: 'enter',
  translations: 'enter',
  preferences: 'read',
  orgs: 'read',
  sponsors: 'read',
  locations: 'read',
  cmsSections: 'read',
  cmsSectionItems: 'read',
  files: 'read',
  file: 'read',
  forms: 'lookup',
  formFields: 'lookup',
  feedbackAnswers: 'read',
  participants: 'lookup',
  checkIns: 'lookup',
  participant: 'lookup',
  posts: 'read',
  post: 'read',
  speakers: 'read',
  speaker: 'read',
  meetings: 'read',
  meeting: 'read',
} as const satisfies { readonly [N in LiveTargetName]: TargetRight };
