// What wakes the queue sender (queueSender.ts) early: the network's return (the browser's
// 'online', a page shown again, the live socket reconnecting) and a new write both end a wait
// between tries at once; a wait the sender has not begun yet when one of them comes ends as it
// begins. The network's return also abandons a send still waiting, but only when the network
// was seen going down (the browser's 'offline', the page hidden, the live socket closing) since
// that send began: that send's connection is likely dead. A send begun after the network came back is the first try on the new
// network; the next sign of the same return (the live socket reconnects a few milliseconds
// after 'online') must not abandon it and send the same writes twice.

/** Why a wait between tries ended. */
export type WakeReason = 'time' | 'network' | 'write';

export interface SenderSignals {
  /** Waits up to `ms`, less when the network comes back or a write comes. */
  wait(ms: number): Promise<WakeReason>;
  /**
   * A send begins: `abandon` is called if the network comes back after it was seen down during
   * the send. Returns the send's end.
   */
  sending(abandon: () => void): () => void;
  networkBack(): void;
  networkDown(): void;
  newWrite(): void;
}

export function senderSignals(): SenderSignals {
  let waiting: ((reason: WakeReason) => void) | null = null;
  /** A sign that came while no wait was on: the next wait ends at once. */
  let early: WakeReason | null = null;
  let send: { abandon: () => void; downSeen: boolean } | null = null;

  const wake = (reason: WakeReason) => {
    if (waiting) waiting(reason);
    else early ??= reason;
  };

  return {
    wait(ms) {
      if (early) {
        const reason = early;
        early = null;
        return Promise.resolve(reason);
      }
      return new Promise<WakeReason>((resolve) => {
        const timer = setTimeout(() => waiting?.('time'), ms);
        waiting = (reason) => {
          clearTimeout(timer);
          waiting = null;
          resolve(reason);
        };
      });
    },
    sending(abandon) {
      // What came before this send is answered by it.
      early = null;
      const current = { abandon, downSeen: false };
      send = current;
      return () => {
        if (send === current) send = null;
      };
    },
    networkBack() {
      if (send?.downSeen) {
        const { abandon } = send;
        send = null;
        abandon();
        return;
      }
      wake('network');
    },
    networkDown() {
      if (send) send.downSeen = true;
    },
    newWrite() {
      wake('write');
    },
  };
}
