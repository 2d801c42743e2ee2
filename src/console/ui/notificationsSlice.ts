// The notifications queue of spec/console.md §2.25: only the first is shown, a badge counts the
// rest, closing shows the next. Texts are locale keys (with values) or server messages. A
// notification already waiting is not queued twice, and an error never waits behind a success:
// it takes the success's place (which it contradicts) or goes before those waiting. A success
// of a form ends that form's errors, shown or waiting: they no longer hold (issue 30, item 5).
import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export type NotificationColor = 'success' | 'error' | 'info' | 'warning';

export interface Notification {
  id: string;
  color: NotificationColor;
  /** A locale key, or literal text when `literal` is set (server messages). */
  text: string;
  values?: Record<string, string>;
  literal?: boolean;
  /** A locale key of the title (error.title for failures). */
  title?: string;
  /** The form it is about: that form's success closes its errors. */
  form?: string;
}

export interface NotificationsState {
  queue: Notification[];
}

const initialState: NotificationsState = { queue: [] };

const sameNotice = (a: Notification, b: Notification) =>
  a.color === b.color &&
  a.text === b.text &&
  a.title === b.title &&
  a.literal === b.literal &&
  JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notified: {
      reducer: (state, action: PayloadAction<Notification>) => {
        const next = action.payload;
        if (state.queue.some((waiting) => sameNotice(waiting, next))) return;
        if (next.color === 'success' && next.form !== undefined) {
          state.queue = state.queue.filter(
            (waiting) => waiting.color !== 'error' || waiting.form !== next.form,
          );
        }
        if (next.color !== 'error') {
          state.queue.push(next);
          return;
        }
        if (state.queue[0]?.color === 'success') state.queue.shift();
        const firstOther = state.queue.findIndex((waiting) => waiting.color !== 'error');
        state.queue.splice(firstOther < 0 ? state.queue.length : firstOther, 0, next);
      },
      prepare: (n: Omit<Notification, 'id' | 'color'> & { color?: NotificationColor }) => ({
        payload: { color: 'success' as const, ...n, id: nanoid() },
      }),
    },
    notificationClosed: (state, action: PayloadAction<string>) => {
      state.queue = state.queue.filter((n) => n.id !== action.payload);
    },
  },
  selectors: {
    selectCurrentNotification: (s) => s.queue[0] ?? null,
    selectWaitingCount: (s) => Math.max(0, s.queue.length - 1),
  },
});

export const { notified, notificationClosed } = notificationsSlice.actions;
export const { selectCurrentNotification, selectWaitingCount } = notificationsSlice.selectors;

/** A failed call as the spec shows it: titled error.title, with the server's message. */
export const failureNotified = (message: string, form?: string) =>
  notified({
    color: 'error',
    title: 'error.title',
    text: message,
    literal: true,
    ...(form !== undefined && { form }),
  });
