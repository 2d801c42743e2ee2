// The heading row of a screen: its title as the page's h1 (with an id when a region or table
// is named by it) and the screen's own actions beside it, wrapping under it on a phone.
import { Button, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface ScreenHeadingProps {
  title: ReactNode;
  id?: string;
  /** The buttons beside the title. */
  children?: ReactNode;
}

export function ScreenHeading({ title, id, children }: ScreenHeadingProps) {
  return (
    <Flex align="center" justify="space-between" gap={3} wrap="wrap">
      <Heading as="h1" size="xl" id={id} wordBreak="break-word">
        {title}
      </Heading>
      {children}
    </Flex>
  );
}

/** The Add button of a list screen: a link to its new item's route. */
export function AddLink({ label, to = 'new' }: { label: string; to?: string }) {
  return (
    <Button asChild colorPalette="primary" size="sm">
      <RouterLink to={to}>{label}</RouterLink>
    </Button>
  );
}
