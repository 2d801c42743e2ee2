// The post editor's attachment card (spec/content.md §2.4): an attach type (clearable:
// location, meeting or speaker) and the item of that type. Hidden speakers and invisible
// meetings are greyed and marked '(not active)'. The current item shows even before its list
// arrives, so a save never drops a link the organiser did not change.
import { Card, Field, Heading, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useField } from 'formik';
import { useContext } from 'react';
import { PostRefObjType } from '../../../../../generated/manager/model_pb';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useAppSelector } from '../../../app/hooks';
import { selectCmsView } from '../../../entities/cms';
import type { EventView } from '../../../entities/events';
import { selectEventMeetings } from '../../../entities/meetings';
import { selectSpeakerViews } from '../../../entities/speakers';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { FieldConflictNote, FieldConflictsContext, useRuleMessage } from '../../../ui/form';
import { ATTACH_TYPES } from './postForm';
import { useT } from '../../../app/useT';

interface Item {
  id: string;
  name: string;
  active: boolean;
}

function useItems(event: EventView, type: PostRefObjType): Item[] {
  const { eventId } = event;
  const target = (kind: PostRefObjType, path: string) => (type === kind ? path : null);
  useLiveTarget(target(PostRefObjType.SPEAKER, LIVE_TARGETS.speakers.path({ eventId })));
  useLiveTarget(target(PostRefObjType.MEETING, LIVE_TARGETS.meetings.path({ eventId })));
  useLiveTarget(target(PostRefObjType.LOCATION, LIVE_TARGETS.locations.path({ eventId })));
  const speakers = useAppSelector((s) => selectSpeakerViews(s, eventId));
  const meetings = useAppSelector((s) => selectEventMeetings(s, eventId));
  const { locations } = useAppSelector((s) => selectCmsView(s, event));
  if (type === PostRefObjType.SPEAKER) {
    return speakers.map((s) => ({ id: s.speakerId, name: s.name, active: !s.isHidden }));
  }
  if (type === PostRefObjType.MEETING) {
    return meetings.map((m) => ({ id: m.meetingId, name: m.name, active: m.isVisible }));
  }
  if (type === PostRefObjType.LOCATION) {
    return locations.map((l) => ({ id: l.locationId, name: l.name, active: true }));
  }
  return [];
}

export function AttachmentCard({ event }: { event: EventView }) {
  const t = useT('posts');
  const ruleMessage = useRuleMessage();
  const [type, , typeHelpers] = useField<PostRefObjType>('refObjectType');
  const [item, itemMeta, itemHelpers] = useField<string>('refObjectId');
  const listed = useItems(event, type.value);
  // The linked item before its list arrives (or gone from it): shown by its id, kept as it is.
  const items =
    item.value === '' || listed.some((i) => i.id === item.value)
      ? listed
      : [...listed, { id: item.value, name: t('unknownItem'), active: true }];
  const error: unknown = itemMeta.error;
  const conflicts = useContext(FieldConflictsContext);
  const theirs = conflicts['refObjectId'];
  const conflictName = theirs === undefined ? undefined : items.find((i) => i.id === theirs)?.name;
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
            <FieldConflictNote name="refObjectId" shownAs={conflictName} />
          </Field.Root>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
