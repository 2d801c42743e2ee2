import { grpcStatusMessage } from './grpcStatus';

describe('grpc-message as the gRPC spec encodes it', () => {
  it('keeps printable ASCII, encodes UTF-8 bytes and % only', () => {
    const text = 'name: Ёж, 100% sure';
    const written = grpcStatusMessage(encodeURIComponent(text));
    expect(written).toBe('name: %D0%81%D0%B6, 100%25 sure');
    // grpc-js decodes with decodeURI, Connect clients with decodeURIComponent: both read it.
    expect(decodeURI(written)).toBe(text);
    expect(decodeURIComponent(written)).toBe(text);
  });

  it('leaves a message that is not percent-encoding as it is', () => {
    expect(grpcStatusMessage('100%')).toBe('100%');
  });
});
