// The checked fields of a post: type, title, text and what it refers to (spec/content.md §3, §5).
import { PostRefObjType, PostType } from '../../../../generated/manager/model_pb';
import { requiredTitleRule } from '../../../common/rules';
import type { EventRow } from '../../auth/eventAccess';
import type { Writer } from '../../db/writer';
import { invalidArgument, validate } from '../../rpc/errors';
import { richText } from '../../rpc/fields';
import { assertInEvent } from '../../rpc/references';
import type { RefKind } from '../../rpc/references';

/** The types an organiser writes; AUTO_CHANGE_PT posts are the product's own. */
const WRITABLE_TYPES = [PostType.NEWS_PT, PostType.ORG_PT];

const REF_KINDS: Partial<Record<PostRefObjType, RefKind>> = {
  [PostRefObjType.LOCATION]: 'location',
  [PostRefObjType.MEETING]: 'meeting',
  [PostRefObjType.SPEAKER]: 'speaker',
};

interface PostFields {
  type: PostType;
  title: string;
  text: string;
  refObjectType?: PostRefObjType;
  refObjectId?: string;
}

export async function postValues(w: Writer, event: EventRow, req: PostFields) {
  if (!WRITABLE_TYPES.includes(req.type)) {
    throw invalidArgument('type', 'must be NEWS_PT or ORG_PT.');
  }
  const title = validate(requiredTitleRule('title'), req.title, 'title');
  const text = richText(req.text, 'text');
  if (text.replace(/<[^>]*>|&nbsp;|\s/g, '') === '') {
    throw invalidArgument('text', 'Text is required.');
  }
  const refObjectType = req.refObjectType ?? PostRefObjType.NONE_PROT;
  const kind = REF_KINDS[refObjectType];
  if (refObjectType !== PostRefObjType.NONE_PROT && kind === undefined) {
    throw invalidArgument('refObjectType', 'must be LOCATION, MEETING or SPEAKER.');
  }
  const refObjectId = kind === undefined ? '' : (req.refObjectId ?? '');
  if (kind !== undefined) {
    if (refObjectId === '') throw invalidArgument('refObjectId', 'Attached item is required.');
    await assertInEvent(w.tx, event.id, kind, [refObjectId], 'refObjectId');
  }
  return { type: req.type, title, text, refObjectType, refObjectId };
}
