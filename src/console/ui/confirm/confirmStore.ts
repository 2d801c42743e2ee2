// The pending confirmations of the confirm dialog (spec/console.md §2.25). They live outside
// React and Redux: a promise's resolver is not serialisable, and the dialog host is rendered
// beside the router while the screens that ask are inside it, so neither can own a context.
// Requests wait in line; the dialog shows the first one.

export type ConfirmType = 'save' | 'delete' | 'leave' | (string & {});

export interface ConfirmOptions {
  /** Literal text or an i18n key ('events:confirm.archive'); defaults depend on the type. */
  title?: string;
  text?: string;
  closeText?: string;
  saveText?: string;
  type?: ConfirmType;
}

/** 1: the close / cancel button; 2: the confirm button; undefined: dismissed (Esc, outside). */
export type ConfirmResult = 1 | 2 | undefined;
export const CONFIRM_CLOSE = 1;
export const CONFIRM_SAVE = 2;

interface ConfirmRequest {
  id: number;
  options: ConfirmOptions;
  resolve: (result: ConfirmResult) => void;
}

export interface ConfirmSnapshot {
  /** The request being asked, or null when the dialog is closed. */
  current: { id: number; options: ConfirmOptions } | null;
  /** The options last shown: kept after closing so the dialog doesn't go blank while it fades. */
  shown: ConfirmOptions;
  /** Whether anything was ever asked (the dialog's code is loaded only then). */
  used: boolean;
}

export function createConfirmStore() {
  let queue: ConfirmRequest[] = [];
  let nextId = 1;
  let snapshot: ConfirmSnapshot = { current: null, shown: {}, used: false };
  const listeners = new Set<() => void>();

  const publish = () => {
    const head = queue[0];
    snapshot = {
      current: head ? { id: head.id, options: head.options } : null,
      shown: head ? head.options : snapshot.shown,
      used: snapshot.used || head !== undefined,
    };
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot(): ConfirmSnapshot {
      return snapshot;
    },
    confirm(options: ConfirmOptions = {}): Promise<ConfirmResult> {
      return new Promise<ConfirmResult>((resolve) => {
        queue = [...queue, { id: nextId++, options, resolve }];
        if (queue.length === 1) publish();
      });
    },
    /** Answers the request `id` if it is the one being shown; stale answers are ignored. */
    settle(id: number, result: ConfirmResult): void {
      const [head, ...rest] = queue;
      if (!head || head.id !== id) return;
      queue = rest;
      head.resolve(result);
      publish();
    },
  };
}

export type ConfirmStore = ReturnType<typeof createConfirmStore>;

/** The console's one confirm store, shared by the host in AppHosts and useConfirm(). */
export const confirmStore = createConfirmStore();
