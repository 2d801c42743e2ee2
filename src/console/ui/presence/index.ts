export { PresenceAvatars } from './PresenceAvatars';
