export { ParticipantsScreen } from './ParticipantsScreen';
export { ParticipantScreen } from './ParticipantScreen';
