// The app as the console's preview (issue 13): the page URL carries a preview credential, which
// the snapshot requests send on; the console (our own origin, the parent window) sends fresh
// credentials and the design being edited, which is shown over the saved one. A message from
// any other window or origin is ignored, and nothing of a preview is kept on the device.
import { COLOR_KEYS, RESOURCE_SIGNATURE_QUERY, THEMES } from '../common/constants';
import { PREVIEW_QUERY, isPreviewUpdate } from '../common/preview';
import type { DraftDesign, PreviewReady } from '../common/preview';
import type { PublicEvent, PublicImage } from '../common/publicEvent';
import { UUID_PATTERN } from '../common/patterns';

const COLOUR = /^#[0-9a-fA-F]{3,8}$/;
const SIGNATURE = /^\d{1,12}\.[\w-]{1,43}$/;
const RESOURCES_PATH = '/api/v1/event_resources';

/** Whether a message's design is well formed (the sender is trusted, its data checked anyway). */
function isDraft(d: unknown): d is DraftDesign {
  const draft = d as DraftDesign;
  return (
    typeof d === 'object' &&
    d !== null &&
    typeof draft.title === 'string' &&
    THEMES.includes(draft.theme?.name) &&
    COLOR_KEYS.every((k) => COLOUR.test(draft.theme.colors?.[k] ?? '')) &&
    typeof draft.images === 'object' &&
    draft.images !== null &&
    Object.values(draft.images).every((id) => id === '' || UUID_PATTERN.test(String(id))) &&
    (draft.signatures === undefined ||
      (typeof draft.signatures === 'object' &&
        draft.signatures !== null &&
        Object.values(draft.signatures).every((sig) => SIGNATURE.test(String(sig)))))
  );
}

/**
 * A draft's image: the saved one when it is the same file (its sizes, its URLs as the server
 * signed them), else the file's URL with the draft's signature, if any.
 */
function imageOf(event: PublicEvent, draft: DraftDesign, fileId: string): PublicImage | null {
  if (!fileId) return null;
  const path = `${RESOURCES_PATH}/${event.eventId}/${fileId}`;
  const saved = Object.values(event.images).find((i) => i?.src.split('?')[0] === path);
  if (saved) return saved;
  const signature = draft.signatures?.[fileId];
  return { src: signature ? `${path}?${RESOURCE_SIGNATURE_QUERY}=${signature}` : path, widths: {} };
}

/** The event as the draft design shows it. */
export function withDraft(event: PublicEvent, draft: DraftDesign | null): PublicEvent {
  if (!draft) return event;
  const img = (id: string) => imageOf(event, draft, id);
  return {
    ...event,
    title: draft.title,
    theme: draft.theme,
    images: {
      cover: img(draft.images.cover),
      background: img(draft.images.background),
      backgroundDesktop: img(draft.images.backgroundDesktop),
    },
  };
}

export class PreviewSession {
  private draft: DraftDesign | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private token: string) {}

  /** The preview session of this page, or null when it is no preview. */
  static of(win: Window): PreviewSession | null {
    const token = new URLSearchParams(win.location.search).get(PREVIEW_QUERY);
    return token ? new PreviewSession(token) : null;
  }

  readonly credential = () => this.token;
  readonly getDraft = () => this.draft;
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Listens to the console and tells it the app is ready; returns a stop. */
  start(win: Window): () => void {
    const onMessage = (e: MessageEvent) => {
      if (e.source !== win.parent || e.origin !== win.location.origin) return;
      if (!isPreviewUpdate(e.data)) return;
      if (typeof e.data.token === 'string' && e.data.token) this.token = e.data.token;
      if (e.data.design === null || isDraft(e.data.design)) {
        this.draft = e.data.design;
        for (const listener of this.listeners) listener();
      }
    };
    win.addEventListener('message', onMessage);
    if (win.parent !== win) {
      const ready: PreviewReady = { type: 'evt.preview.ready' };
      win.parent.postMessage(ready, win.location.origin);
    }
    return () => win.removeEventListener('message', onMessage);
  }
}
