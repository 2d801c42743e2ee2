import { Button, Heading, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useT } from '../../app/useT';

/** spec/console.md §2.10. */
export function NotFoundScreen() {
  const t = useT();
  return (
    <Stack align="center" gap={6} py={16}>
      <Heading as="h1" size="xl">
        {t('notFound.title')}
      </Heading>
      <Button asChild colorPalette="primary">
        <Link to="/">{t('notFound.goToMain')}</Link>
      </Button>
    </Stack>
  );
}
