// The few icons the shell needs, inline: an icon library would cost more than the whole shell.
// Paths are simple 24x24 outlines; every icon is decorative (its meaning is in nearby text).
import { Icon } from '@chakra-ui/react';
import type { IconProps } from '@chakra-ui/react';

/** An outline icon from 24x24 path data (see editIcons.tsx for more). */
export function outline(paths: string[]) {
  return function OutlineIcon(props: IconProps) {
    return (
      <Icon {...props}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          {paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </Icon>
    );
  };
}

export const SuccessIcon = outline(['M22 11.1V12a10 10 0 1 1-5.9-9.1', 'M22 4 12 14l-3-3']);
export const ErrorIcon = outline([
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  'm15 9-6 6',
  'm9 9 6 6',
]);
export const InfoIcon = outline([
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  'M12 16v-4',
  'M12 8h.01',
]);
export const WarningIcon = outline([
  'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  'M12 9v4',
  'M12 17h.01',
]);
export const UserIcon = outline([
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  'M12 7a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  'M6.2 18.7a7 7 0 0 1 11.6 0',
]);
export const OnlineIcon = outline(['M17.5 19H9a7 7 0 1 1 6.7-9h1.8a4.5 4.5 0 0 1 0 9z']);
export const OfflineIcon = outline([
  'M2 2l20 20',
  'M5.8 5.8A7 7 0 0 0 9 19h8.5c.5 0 .9-.1 1.4-.2',
  'M21.5 16.5A4.5 4.5 0 0 0 17.5 10h-1.8a7 7 0 0 0-6.6-5',
]);
export const ConnectingIcon = outline(['M21 12a9 9 0 1 1-2.6-6.4', 'M21 3v6h-6']);
export const UploadIcon = outline(['M12 17V5', 'm6 11 6-6 6 6', 'M5 20h14']);
export const CalendarIcon = outline(['M3 5h18v16H3z', 'M3 10h18', 'M8 3v4', 'M16 3v4']);
