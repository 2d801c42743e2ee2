// The post editor's values, rules and request (spec/content.md §2.4, §5): title and text
// required; the attached item only with an attach type.
import { object, string } from 'yup';
import { PostRefObjType, PostType } from '../../../../../generated/manager/model_pb';
import { requiredTitleRule } from '../../../../common/rules';
import type { PostRequest, PostView } from '../../../entities/posts';

export const POST_TYPES = [PostType.NEWS_PT, PostType.ORG_PT] as const;
export const ATTACH_TYPES = [
  PostRefObjType.LOCATION,
  PostRefObjType.MEETING,
  PostRefObjType.SPEAKER,
] as const;

export interface PostValues {
  toPublish: boolean;
  type: PostType;
  title: string;
  text: string;
  toPin: boolean;
  refObjectType: PostRefObjType;
  refObjectId: string;
}

const plainText = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '');

export const postSchema = object({
  title: requiredTitleRule('title'),
  text: string().test('required', { key: 'rule.required', values: { label: 'text' } }, (v) =>
    Boolean(v && plainText(v)),
  ),
  refObjectId: string().test(
    'attached',
    { key: 'rule.required', values: { label: 'refObjectId' } },
    (v, { parent }) =>
      (parent as PostValues).refObjectType === PostRefObjType.NONE_PROT || Boolean(v),
  ),
});

export const postValues = (p: PostView | undefined, defaultTitle: string): PostValues => ({
  toPublish: p?.toPublish ?? false,
  type: p?.type ?? PostType.NEWS_PT,
  title: p?.title ?? defaultTitle,
  text: p?.text ?? '',
  toPin: p?.toPin ?? false,
  refObjectType: p?.refObjectType ?? PostRefObjType.NONE_PROT,
  refObjectId: p?.refObjectId ?? '',
});

export function postRequest(eventId: string, postId: string, v: PostValues): PostRequest {
  const request: PostRequest = {
    eventId,
    postId,
    type: v.type,
    title: v.title.trim(),
    text: v.text,
    refObjectType: v.refObjectType,
  };
  if (v.refObjectType !== PostRefObjType.NONE_PROT) request.refObjectId = v.refObjectId;
  return request;
}
