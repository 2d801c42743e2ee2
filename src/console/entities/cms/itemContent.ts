// An attachment's content between its flat fields (the dialog, the views) and the call's
// one-of structure (spec/content.md §3 Section item): only the chosen kind is sent.
import type { ItemFields } from './cmsViews';

type Kind =
  | { case: 'extLink'; value: { linkUrl?: string } }
  | { case: 'textWithPopup'; value: { text?: string } }
  | { case: 'imageWithPopup'; value: { imageId?: string; imageTitle?: string } }
  | { case: 'file'; value: { fileId?: string } }
  | { case: undefined; value?: undefined };

export interface ContentMessage {
  kind?: Kind;
}

type ContentFields = Omit<ItemFields, 'title' | 'numSort'>;

/** The content a call carries for these fields (none for type 0). */
export function contentOf(f: ContentFields): ContentMessage | undefined {
  switch (f.contentType) {
    case 1:
      return { kind: { case: 'extLink', value: { linkUrl: f.linkUrl } } };
    case 2:
      return { kind: { case: 'textWithPopup', value: { text: f.text } } };
    case 3:
      return {
        kind: { case: 'imageWithPopup', value: { imageId: f.imageId, imageTitle: f.imageTitle } },
      };
    case 4:
      return { kind: { case: 'file', value: { fileId: f.fileId } } };
    default:
      return undefined;
  }
}

const NONE: ContentFields = {
  contentType: 0,
  linkUrl: '',
  text: '',
  imageId: '',
  imageTitle: '',
  fileId: '',
};

/** The flat fields of a call's content; a file's link is left to the server's echo. */
export function fieldsOfContent(content: ContentMessage | undefined): ContentFields {
  const kind = content?.kind;
  switch (kind?.case) {
    case 'extLink':
      return { ...NONE, contentType: 1, linkUrl: kind.value.linkUrl ?? '' };
    case 'textWithPopup':
      return { ...NONE, contentType: 2, text: kind.value.text ?? '' };
    case 'imageWithPopup':
      return {
        ...NONE,
        contentType: 3,
        imageId: kind.value.imageId ?? '',
        imageTitle: kind.value.imageTitle ?? '',
      };
    case 'file':
      return { ...NONE, contentType: 4, fileId: kind.value.fileId ?? '' };
    default:
      return NONE;
  }
}
