// An attachment's content: exactly one of a link, a text, an image or a file (spec/content.md
// §2.13, §3 Section item), turned into the item's columns. Links are http(s) URLs, texts are
// sanitised rich text, images and files must be the event's own; a file's linkUrl is its
// resource URL, so the public app links to it without knowing the server's layout.
import type { SectionContent } from '../../../../generated/manager/model_pb';
import { ContentType } from '../../../../generated/manager/model_pb';
import { LIMITS } from '../../../common/constants';
import { httpUrlRule } from '../../../common/rules';
import type { Queryable } from '../../db/database';
import { invalidArgument, validate } from '../../rpc/errors';
import { plainText, richText } from '../../rpc/fields';
import { eventFileId, RESOURCES_PATH } from '../files';

export interface ContentColumns {
  contentType: ContentType;
  linkUrl: string;
  text: string;
  imageId: string;
  imageTitle: string;
  fileId: string;
}

/** The link of a file attachment: where the file is served. */
export const fileLink = (publicUrl: string, eventId: string, fileId: string) =>
  `${publicUrl}${RESOURCES_PATH}/${eventId}/${fileId}`;

const EMPTY = { linkUrl: '', text: '', imageId: '', imageTitle: '', fileId: '' };

/** An item's title and place in its list, checked. */
export const itemBasics = (req: { title: string; sortNum?: number }) => ({
  title: plainText(req.title, 'title', LIMITS.title),
  numSort: req.sortNum ?? 0,
});

/**
 * The columns of a content that needs no lookup (a link, a text), checked; undefined for an
 * image or a file, whose id must be looked up in the event's files.
 */
export function inlineContent(content: SectionContent | undefined): ContentColumns | undefined {
  const kind = content?.kind;
  switch (kind?.case) {
    case 'extLink':
      return {
        ...EMPTY,
        contentType: ContentType.LINK,
        linkUrl: validate(httpUrlRule('content.linkUrl'), kind.value.linkUrl, 'content.linkUrl'),
      };
    case 'textWithPopup':
      return {
        ...EMPTY,
        contentType: ContentType.TEXT,
        text: richText(kind.value.text, 'content.text'),
      };
    default:
      return undefined;
  }
}

export async function contentColumns(
  q: Queryable,
  eventId: string,
  content: SectionContent | undefined,
  publicUrl: string,
): Promise<ContentColumns> {
  const inline = inlineContent(content);
  if (inline) return inline;
  const kind = content?.kind;
  switch (kind?.case) {
    case 'imageWithPopup': {
      const field = 'content.imageId';
      if (kind.value.imageId === '') throw invalidArgument(field, 'an image is required.');
      return {
        ...EMPTY,
        contentType: ContentType.IMAGE,
        imageId: await eventFileId(q, eventId, kind.value.imageId, field, { image: true }),
        imageTitle: plainText(kind.value.imageTitle, 'content.imageTitle', LIMITS.title),
      };
    }
    case 'file': {
      const field = 'content.fileId';
      if (kind.value.fileId === '') throw invalidArgument(field, 'a file is required.');
      const fileId = await eventFileId(q, eventId, kind.value.fileId, field);
      return {
        ...EMPTY,
        contentType: ContentType.FILE,
        fileId,
        linkUrl: fileLink(publicUrl, eventId, fileId),
      };
    }
    default:
      throw invalidArgument('content', 'one of a link, a text, an image or a file is required.');
  }
}
