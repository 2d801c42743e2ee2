import { Card, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** The card the centered layout shows for every auth screen: a region named by its title. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      w="full"
      maxW="md"
      mx="auto"
      variant="elevated"
    >
      <Card.Header>
        <Heading as="h1" id={headingId} size={{ base: 'lg', md: 'xl' }}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap={4}>{children}</Card.Body>
    </Card.Root>
  );
}
