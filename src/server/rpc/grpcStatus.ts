// The grpc-message of a gRPC answer as the gRPC spec writes it: UTF-8, with only bytes outside
// printable ASCII and '%' itself percent-encoded. The library encodes with encodeURIComponent
// (':' and ',' too), which Connect clients undo but grpc-js, decoding with decodeURI, shows.

const PRINTABLE = /^[\x20-\x24\x26-\x7e]*$/;

/** The spec's encoding of a message the library encoded with encodeURIComponent. */
export function grpcStatusMessage(encoded: string): string {
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
  if (PRINTABLE.test(text)) return text;
  let out = '';
  for (const byte of new TextEncoder().encode(text)) {
    out +=
      byte >= 0x20 && byte <= 0x7e && byte !== 0x25
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
