import { senderSignals } from './senderSignals';

describe('the queue sender’s signals', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The reason a wait ended, or 'waiting'. */
  const settle = async (wait: Promise<string>) => {
    let reason = 'waiting';
    void wait.then((r) => (reason = r));
    await Promise.resolve();
    await Promise.resolve();
    return reason;
  };

  it('ends a wait after its time when nothing comes', async () => {
    const signals = senderSignals();
    const wait = signals.wait(16_000);
    jest.advanceTimersByTime(15_999);
    expect(await settle(wait)).toBe('waiting');
    jest.advanceTimersByTime(1);
    expect(await settle(wait)).toBe('time');
  });

  it('ends a wait at once on a new write', async () => {
    const signals = senderSignals();
    const wait = signals.wait(16_000);
    signals.newWrite();
    expect(await settle(wait)).toBe('write');
  });

  it('ends a wait at once when the network is back', async () => {
    const signals = senderSignals();
    const wait = signals.wait(16_000);
    signals.networkBack();
    expect(await settle(wait)).toBe('network');
  });

  it('ends at once a wait that a sign came before, but only the next one', async () => {
    const signals = senderSignals();
    signals.newWrite();
    expect(await settle(signals.wait(16_000))).toBe('write');
    expect(await settle(signals.wait(16_000))).toBe('waiting');
  });

  it('forgets a sign that came before a send: the send answers it', async () => {
    const signals = senderSignals();
    signals.networkBack();
    signals.sending(() => undefined)();
    expect(await settle(signals.wait(16_000))).toBe('waiting');
  });

  it('keeps a send begun after the network came back when the return is signalled again', () => {
    const signals = senderSignals();
    const abandon = jest.fn();
    const ended = signals.sending(abandon);
    // The browser's 'online' started the send; the live socket reconnects 40 ms later.
    signals.networkBack();
    expect(abandon).not.toHaveBeenCalled();
    ended();
  });

  it('abandons a send when the network went down and came back during it', () => {
    const signals = senderSignals();
    const abandon = jest.fn();
    const ended = signals.sending(abandon);
    signals.networkDown();
    signals.networkBack();
    expect(abandon).toHaveBeenCalledTimes(1);
    signals.networkBack();
    expect(abandon).toHaveBeenCalledTimes(1);
    ended();
  });

  it('does not carry a fall of the network over to the next send', () => {
    const signals = senderSignals();
    signals.sending(() => undefined);
    signals.networkDown();
    const abandon = jest.fn();
    signals.sending(abandon);
    signals.networkBack();
    expect(abandon).not.toHaveBeenCalled();
  });

  it('ends the wait after a send that the network’s return did not abandon', async () => {
    const signals = senderSignals();
    const ended = signals.sending(() => undefined);
    signals.networkBack();
    ended();
    // The send failed anyway: the network said it is back, so the next try goes at once.
    expect(await settle(signals.wait(16_000))).toBe('network');
  });
});
