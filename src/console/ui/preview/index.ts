export { setPreviewDraft, usePreviewDraft } from './draftStore';
