import type { DraftDesign } from '../common/preview';
import type { PublicEvent } from '../common/publicEvent';
import { PreviewSession, withDraft } from './preview';

const FILE = '0195e0a0-0000-7000-8000-000000000001';
const draft: DraftDesign = {
  theme: { name: 'light', colors: { color1: '#112233', color2: '#445566', color3: '#ffffff' } },
  title: 'New name',
  images: { cover: FILE, background: '', backgroundDesktop: '' },
};
const update = (design: unknown, token?: string) => ({
  type: 'evt.preview.update',
  design,
  token,
});

function send(data: unknown, init: { origin?: string; source?: Window | null } = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: init.origin ?? window.location.origin,
      source: init.source === undefined ? window.parent : init.source,
    }),
  );
}

describe('the preview session', () => {
  let session: PreviewSession;
  let stop: () => void;
  beforeEach(() => {
    session = new PreviewSession('first');
    stop = session.start(window);
  });
  afterEach(() => stop());

  it('takes the design and a fresh credential from the console', () => {
    send(update(draft, 'second'));
    expect(session.getDraft()).toEqual(draft);
    expect(session.credential()).toBe('second');
    send(update(null));
    expect(session.getDraft()).toBeNull();
    expect(session.credential()).toBe('second');
  });

  it('ignores messages from another origin or window, and malformed designs', () => {
    send(update(draft, 'evil'), { origin: 'https://evil.example' });
    send(update(draft, 'evil'), { source: null });
    expect(session.getDraft()).toBeNull();
    expect(session.credential()).toBe('first');
    for (const bad of [
      { ...draft, theme: { name: 'neon', colors: draft.theme.colors } },
      { ...draft, theme: { name: 'dark', colors: { ...draft.theme.colors, color1: 'red;x' } } },
      { ...draft, images: { ...draft.images, cover: '../../secret' } },
      'design',
    ]) {
      send(update(bad));
      expect(session.getDraft()).toBeNull();
    }
  });

  it('is no preview without the credential in the URL', () => {
    expect(PreviewSession.of(window)).toBeNull();
  });
});

describe('withDraft', () => {
  const event = {
    eventId: 'e1',
    title: 'Saved',
    theme: { name: 'dark', colors: { color1: '#000', color2: '#111', color3: '#222' } },
    images: { cover: null, background: null, backgroundDesktop: null },
  } as unknown as PublicEvent;

  it('shows the unsaved name, theme and images over the saved ones', () => {
    const shown = withDraft(event, draft);
    expect(shown.title).toBe('New name');
    expect(shown.theme).toEqual(draft.theme);
    expect(shown.images.cover?.src).toBe(`/api/v1/event_resources/e1/${FILE}`);
    expect(shown.images.background).toBeNull();
    expect(withDraft(event, null)).toBe(event);
  });
});
