// AddSection in one statement (rpc/quickMutation.ts), the "files and links" editor's save of a
// new item in a section group: the caller's event locked as the general path locks it, the
// group of that event locked, the item inserted under the client's id and its change record.
// An image or a file (their checks are the files area's), an id already taken, a group not of
// the event or a check that fails is left to the general path.
import type {
  AddSectionRequest,
  AddSectionResponseSchema,
} from '../../../../generated/manager/content_pb';
import { uuidRule } from '../../../common/rules';
import { EVENT_ID_RULE } from '../../auth/eventAccess';
import { validate } from '../../rpc/errors';
import { newId } from '../../rpc/ids';
import type { QuickCall } from '../../rpc/quickMutation';
import { ownedEvent, quickStatement } from '../../rpc/quickMutation';
import { inlineContent, itemBasics } from './content';

const GROUP_ID_RULE = uuidRule('groupId');

// $1: the caller. $6 event id, $7 item id, $8 group id, $9 title, $10 content type,
// $11 link, $12 text, $13 place in the list.
const statement = quickStatement({
  ctes: `${ownedEvent()},
grp AS (
  SELECT cms_sections.id FROM cms_sections, ev
  WHERE cms_sections.id = $8::uuid AND cms_sections.event_id = ev.id
  FOR UPDATE OF cms_sections),
it AS (
  INSERT INTO cms_section_items (id, event_id, group_id, title, content_type, link_url, text,
    num_sort)
  SELECT $7::uuid, ev.id, grp.id, $9::text, $10::smallint, $11::text, $12::text, $13::integer
  FROM ev, grp
  ON CONFLICT DO NOTHING
  RETURNING id)`,
  applied: 'EXISTS (SELECT 1 FROM it)',
  changes: `SELECT 'cms_section_items', ev.id, ev.user_id, '', it.id::text FROM ev, it`,
});

/** The one statement of this request; undefined or a throw: the general path's. */
export function quickAddSection(
  req: AddSectionRequest,
): QuickCall<typeof AddSectionResponseSchema> | undefined {
  const content = inlineContent(req.content);
  if (!content) return undefined;
  const { title, numSort } = itemBasics(req);
  const itemId = newId(req.itemId, 'itemId');
  return {
    statement,
    values: [
      validate(EVENT_ID_RULE, req.eventId, 'eventId'),
      itemId,
      validate(GROUP_ID_RULE, req.groupId, 'groupId'),
      title,
      content.contentType,
      content.linkUrl,
      content.text,
      numSort,
    ],
    response: { itemId },
  };
}
