// Icons of the edit shell and its screens (drawer entries, toolbar, cards), in their own module
// so the sign-in route does not carry them. Lucide-style 24x24 outlines, decorative.
import { outline } from './icons';

export const MenuIcon = outline(['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const DashboardIcon = outline([
  'M3 3h7v9H3z',
  'M14 3h7v5h-7z',
  'M14 12h7v9h-7z',
  'M3 16h7v5H3z',
]);
export const StatisticsIcon = outline(['M3 3v18h18', 'M7 16v-4', 'M12 16V8', 'M17 16v-7']);
export const ScheduleIcon = outline(['M3 5h18v16H3z', 'M16 3v4', 'M8 3v4', 'M3 11h18']);
export const SpeakersIcon = outline([
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M22 21v-2a4 4 0 0 0-3-3.9',
  'M16 3.1a4 4 0 0 1 0 7.8',
]);
export const PlaceIcon = outline([
  'M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z',
  'M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]);
export const InfoPageIcon = outline(['M4 4h16v16H4z', 'M8 9h8', 'M8 13h8', 'M8 17h5']);
export const HistoryIcon = outline(['M3 12a9 9 0 1 0 3-6.7L3 8', 'M3 3v5h5', 'M12 7v5l4 2']);
export const PostsIcon = outline(['M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10 21h4']);
export const DesignIcon = outline([
  'M12 22a10 10 0 1 1 10-10c0 2.8-2.2 4-4 4h-2a2 2 0 0 0-1.5 3.3A1.7 1.7 0 0 1 12 22z',
  'M7.5 10.5h.01',
  'M12 7.5h.01',
  'M16.5 10.5h.01',
]);
export const SettingsIcon = outline([
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.8 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.8-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1A1.7 1.7 0 0 0 3.1 14H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1A1.7 1.7 0 0 0 10 3.1V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.8 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1A1.7 1.7 0 0 0 20.9 10H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
]);
export const RegistrationIcon = outline([
  'M9 2h6v4H9z',
  'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2',
  'm9 14 2 2 4-4',
]);
export const FeedbackIcon = outline([
  'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
]);
export const CheckInIcon = outline([
  'M3 7V3h4',
  'M17 3h4v4',
  'M21 17v4h-4',
  'M7 21H3v-4',
  'M7 12h10',
]);
export const LockIcon = outline(['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4']);
export const CopyIcon = outline([
  'M9 9h12v12H9z',
  'M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1',
]);
export const ExternalLinkIcon = outline([
  'M15 3h6v6',
  'M10 14 21 3',
  'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
]);
export const EditIcon = outline(['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z']);
export const LetterCaseIcon = outline([
  'm3 17 4-10 4 10',
  'M4.5 13h5',
  'M17 17a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M20 11v6',
]);
export const ListIcon = outline([
  'M8 6h13',
  'M8 12h13',
  'M8 18h13',
  'M3 6h.01',
  'M3 12h.01',
  'M3 18h.01',
]);
export const OrganizersIcon = outline(['M3 21h18', 'M5 21V7l7-4 7 4v14', 'M9 21v-6h6v6']);
export const VerifiedIcon = outline(['M22 11.1V12a10 10 0 1 1-5.9-9.1', 'M22 4 12 14l-3-3']);
export const PendingIcon = outline(['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z', 'M12 6v6l4 2']);
export const ChevronRightIcon = outline(['m9 18 6-6-6-6']);
export const PlusIcon = outline(['M12 5v14', 'M5 12h14']);
export const TrashIcon = outline([
  'M3 6h18',
  'M8 6V4h8v2',
  'M19 6l-1 14H6L5 6',
  'M10 11v6',
  'M14 11v6',
]);
export const UpIcon = outline(['m18 15-6-6-6 6']);
export const DownIcon = outline(['m6 9 6 6 6-6']);
export const UndoIcon = outline(['M9 14 4 9l5-5', 'M4 9h10.5a5.5 5.5 0 0 1 0 11H11']);
export const RedoIcon = outline(['m15 14 5-5-5-5', 'M20 9H9.5a5.5 5.5 0 0 0 0 11H13']);
