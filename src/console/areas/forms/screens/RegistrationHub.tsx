// Registration hub (spec/content.md §2.14): links to the registration format (the users list
// joins it with the participants screens).
import { Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../app/useT';

const LINKS = [
  { to: 'format', title: 'hub.format', hint: 'hub.formatHint' },
  { to: 'users', title: 'hub.users', hint: 'hub.usersHint' },
] as const;

export function RegistrationHub() {
  const t = useT('forms');
  return (
    <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="4xl">
      <Heading as="h1" size="xl">
        {t('hub.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
        {LINKS.map((link) => (
          <LinkBox as={Card.Root} key={link.to}>
            <Card.Body gap={1}>
              <LinkOverlay asChild fontWeight="semibold">
                <RouterLink to={link.to}>{t(link.title)}</RouterLink>
              </LinkOverlay>
              <Text textStyle="sm" color="fg.muted">
                {t(link.hint)}
              </Text>
            </Card.Body>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
