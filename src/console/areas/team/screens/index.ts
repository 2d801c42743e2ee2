export { TeamScreen } from './TeamScreen';
export { InvitationScreen } from './InvitationScreen';
