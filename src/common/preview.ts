// The console's preview of an event's attendee app (issue 13): how the app is told it is a
// preview, and the messages the console and the framed app exchange. Both sides accept a
// message only from the other's window at our own origin.
import type { ThemeColors, ThemeName } from './constants';

/** The page URL's query parameter that carries the preview credential. */
export const PREVIEW_QUERY = 'preview';
/** The request header that carries it to the public snapshot route. */
export const PREVIEW_HEADER = 'x-preview-token';

/** The design as the organiser is editing it, not saved yet: shown in the preview only. */
export interface DraftDesign {
  theme: { name: ThemeName; colors: ThemeColors };
  /** The app's name (the event's title) as being edited. */
  title: string;
  /** File ids of the event's uploaded images ('' for none). */
  images: { cover: string; background: string; backgroundDesktop: string };
  /**
   * The signatures of those files' URLs (file id → `sig`), for an event that is not published:
   * its files are served only so (issue 28). An image the saved snapshot names needs none.
   */
  signatures?: Record<string, string>;
}

/** Console → app: a fresh credential, and the unsaved design (null: show the saved one). */
export interface PreviewUpdate {
  type: 'evt.preview.update';
  token?: string;
  design?: DraftDesign | null;
}

/** App → console: the framed app is listening (send the current state). */
export interface PreviewReady {
  type: 'evt.preview.ready';
}

export function isPreviewUpdate(data: unknown): data is PreviewUpdate {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'evt.preview.update'
  );
}

export function isPreviewReady(data: unknown): data is PreviewReady {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'evt.preview.ready'
  );
}
