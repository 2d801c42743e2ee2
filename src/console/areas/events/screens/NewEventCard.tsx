import { Card, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../app/useT';

/** The last card of the list: leads to new-event. */
export function NewEventCard() {
  const t = useT('events');
  return (
    <Card.Root variant="outline" borderStyle="dashed" minH="48" size="sm">
      <Card.Body alignItems="center" justifyContent="center">
        <Link asChild colorPalette="primary" fontWeight="semibold" fontSize="lg">
          <RouterLink to="/new">
            <span aria-hidden="true">+</span>
            {t('list.newEvent')}
          </RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
