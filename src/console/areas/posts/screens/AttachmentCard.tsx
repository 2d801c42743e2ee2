// The post editor's attachment card (spec/content.md §2.4): an attach type (clearable:
// location, meeting or speaker) and the item of that type. Hidden speakers and invisible
// meetings are greyed and marked '(not active)'. Locations arrive with the locations area.
import { Card, Field, Heading, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { PostRefObjType } from '../../../../../generated/manager/model_pb';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useAppSelector } from '../../../app/hooks';
import { selectEventMeetings } from '../../../entities/meetings';
import { selectSpeakerViews } from '../../../entities/speakers';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { useRuleMessage } from '../../../ui/form';
import { ATTACH_TYPES } from './postForm';

interface Item {
  id: string;
  name: string;
  active: boolean;
}

function useItems(eventId: string, type: PostRefObjType): Item[] {
  useLiveTarget(type === PostRefObjType.SPEAKER ? LIVE_TARGETS.speakers.path({ eventId }) : null);
  useLiveTarget(type === PostRefObjType.MEETING ? LIVE_TARGETS.meetings.path({ eventId }) : null);
  const speakers = useAppSelector((s) => selectSpeakerViews(s, eventId));
  const meetings = useAppSelector((s) => selectEventMeetings(s, eventId));
  if (type === PostRefObjType.SPEAKER) {
    return speakers.map((s) => ({ id: s.speakerId, name: s.name, active: !s.isHidden }));
  }
  if (type === PostRefObjType.MEETING) {
    return meetings.map((m) => ({ id: m.meetingId, name: m.name, active: m.isVisible }));
  }
  return [];
}

export function AttachmentCard({ eventId }: { eventId: string }) {
  const { t } = useTranslation('posts');
  const ruleMessage = useRuleMessage();
  const [type, , typeHelpers] = useField<PostRefObjType>('refObjectType');
  const [item, itemMeta, itemHelpers] = useField<string>('refObjectId');
  const items = useItems(eventId, type.value);
  const error: unknown = itemMeta.error;
  return (
    <Card.Root as="section" aria-labelledby="attachment-title">
      <Card.Header>
        <Heading as="h2" size="md" id="attachment-title">
          {t('attachment')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <Field.Root>
            <Field.Label>{t('attachType')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={type.value}
                onChange={(e) => {
                  void typeHelpers.setValue(Number(e.target.value) as PostRefObjType);
                  void itemHelpers.setValue('');
                }}
              >
                <option value={PostRefObjType.NONE_PROT}>{t('attachNone')}</option>
                {ATTACH_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`attachTypes.${PostRefObjType[value]}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root
            disabled={type.value === PostRefObjType.NONE_PROT}
            invalid={itemMeta.touched && error !== undefined}
          >
            <Field.Label>{t('attachItem')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...item}>
                <option value="">{t('chooseItem')}</option>
                {items.map((i) => (
                  <option key={i.id} value={i.id} style={i.active ? undefined : { color: 'gray' }}>
                    {i.active ? i.name : `${t('notActive')} ${i.name}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {error !== undefined && <Field.ErrorText>{ruleMessage(error)}</Field.ErrorText>}
          </Field.Root>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
