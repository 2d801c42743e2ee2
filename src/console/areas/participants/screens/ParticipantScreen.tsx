// Participant item (spec/content.md §2.18), at registration/users/create and
// registration/users/{userId}: a breadcrumb to the list, the title, suspend / restore (or
// Create), the user-data card by field type, and the read-only survey card.
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useEditedEvent } from '../../../entities/events';
import { nameOf } from '../../../entities/participantsList';
import {
  useParticipantsList,
  useRegistrationForms,
  useSetParticipantSuspendedMutation,
} from '../../../entities/participantsList';
import type { ParticipantItem } from '../../../entities/participantsList';
import { ItemGate } from '../../../ui/layouts';
import { CreateParticipantForm } from './CreateParticipantForm';
import { SurveyCard } from './SurveyCard';
import { UserDataEditor } from './UserDataEditor';
import { ERROR_PREFIX } from './errorPrefix';
import { useAreaFailure } from '../../../ui/itemForm';
import { Crumbs } from '../../../ui/Crumbs';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { useT } from '../../../app/useT';

export function ParticipantScreen() {
  const { t, i18n } = useTranslation('participants');
  const { userId } = useParams();
  const { eventId } = useEditedEvent();
  const forms = useRegistrationForms(eventId);
  const state = useParticipantsList(eventId);
  const item = userId && state.status === 'ready' ? state.list.find(userId) : undefined;
  const creating = !userId;
  const title = creating
    ? t('item.newTitle')
    : item && forms.registration?.requiredForm && nameOf(item)
      ? nameOf(item)
      : t('item.participant');
  const registered = item
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' }).format(item.createdAt * 1000)
    : '';
  return (
    <ItemGate
      gate={{
        missing: !creating && !item,
        synced: forms.synced && (creating || state.status !== 'loading'),
      }}
      namespace="participants"
    >
      <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="3xl">
        <Crumbs size="sm" trail={[{ to: '..', label: t('title') }]} current={title} />
        <ScreenHeading title={title}>{item && <SuspendButton item={item} />}</ScreenHeading>
        {item?.clientSuspended && <Text color="fg.muted">{t('item.suspendedNote')}</Text>}
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              {t('item.userData')}
            </Heading>
            {registered && (
              <Text textStyle="sm" color="fg.muted">
                {t('item.registered', { date: registered })}
              </Text>
            )}
          </Card.Header>
          <Card.Body>
            {forms.userData.length === 0 && <Text color="fg.muted">{t('item.noFields')}</Text>}
            {creating ? (
              <CreateParticipantForm eventId={eventId} fields={forms.userData} />
            ) : (
              item && <UserDataEditor item={item} fields={forms.userData} />
            )}
          </Card.Body>
        </Card.Root>
        {item && forms.survey.length > 0 && <SurveyCard item={item} fields={forms.survey} />}
      </Stack>
    </ItemGate>
  );
}

function SuspendButton({ item }: { item: ParticipantItem }) {
  const t = useT('participants');
  const fail = useAreaFailure(ERROR_PREFIX);
  const [setSuspended] = useSetParticipantSuspendedMutation();
  const toggle = async () => {
    try {
      await setSuspended({
        eventId: item.eventId,
        clientId: item.clientId,
        suspended: !item.clientSuspended,
      }).unwrap();
    } catch (failure) {
      fail(failure);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette={item.clientSuspended ? 'primary' : 'red'}
      onClick={() => void toggle()}
    >
      {item.clientSuspended ? t('item.restore') : t('item.suspend')}
    </Button>
  );
}
