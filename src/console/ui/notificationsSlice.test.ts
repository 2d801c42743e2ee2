import { notificationClosed, notificationsSlice, notified } from './notificationsSlice';
import type { NotificationsState } from './notificationsSlice';

const { reducer } = notificationsSlice;
const texts = (state: NotificationsState) => state.queue.map((n) => `${n.color}:${n.text}`);
const run = (...actions: ReturnType<typeof notified>[]) =>
  actions.reduce(reducer, reducer(undefined, { type: 'init' }));

describe('the notifications queue', () => {
  it('collapses a notification that is already waiting', () => {
    const state = run(
      notified({ text: 'message.updated' }),
      notified({ text: 'message.updated' }),
      notified({ text: 'message.created' }),
      notified({ text: 'message.updated' }),
    );
    expect(texts(state)).toEqual(['success:message.updated', 'success:message.created']);
  });

  it('shows it again once the first one was closed', () => {
    let state = run(notified({ text: 'message.updated' }));
    state = reducer(state, notificationClosed(state.queue[0]?.id ?? ''));
    state = reducer(state, notified({ text: 'message.updated' }));
    expect(texts(state)).toEqual(['success:message.updated']);
  });

  it('puts an error in place of the success it contradicts, before those waiting', () => {
    const state = run(
      notified({ text: 'message.updated' }),
      notified({ text: 'message.linkCopied', color: 'info' }),
      notified({ text: 'error.keyTaken', color: 'error' }),
      notified({ text: 'error.domainTaken', color: 'error' }),
    );
    expect(texts(state)).toEqual([
      'error:error.keyTaken',
      'error:error.domainTaken',
      'info:message.linkCopied',
    ]);
  });

  it("closes a form's errors, shown or waiting, when that form succeeds, and no other's", () => {
    const state = run(
      notified({ text: 'refused', color: 'error', literal: true, form: 'reset' }),
      notified({ text: 'error.keyTaken', color: 'error', form: 'settings' }),
      notified({ text: 'also refused', color: 'error', literal: true, form: 'reset' }),
      notified({ text: 'message.passwordChanged', form: 'reset' }),
    );
    expect(texts(state)).toEqual(['error:error.keyTaken', 'success:message.passwordChanged']);
  });
});
