// A change frame with its document encoded once: a change that goes to hundreds of subscribers
// shares the document's bytes, and only the small fields around it (target, kind, id, token)
// are written per subscriber. The bytes are exactly what toBinary gives for the same frame
// (fields in number order, proto3 defaults left out), which changeFrame.test.ts checks.
import { toBinary } from '@bufbuild/protobuf';
import { BinaryWriter, WireType } from '@bufbuild/protobuf/wire';
import { DocumentSchema } from '../../../generated/live/live_pb';
import type { ChangeKind, Document } from '../../../generated/live/live_pb';

/** ServerFrame.change and the DocumentChange fields (proto/live/live.proto). */
const FRAME_CHANGE = 2;
const TARGET_ID = 1;
const KIND = 2;
const DOC_ID = 3;
const DOCUMENT = 4;
const RESUME_TOKEN = 5;

/** Encodes each document once, however many subscribers it is sent to. */
export class EncodedDocuments {
  private readonly bytes = new WeakMap<Document, Uint8Array>();

  of(document: Document): Uint8Array {
    let encoded = this.bytes.get(document);
    if (!encoded) {
      encoded = toBinary(DocumentSchema, document);
      this.bytes.set(document, encoded);
    }
    return encoded;
  }
}

export interface ChangeFields {
  targetId: number;
  kind: ChangeKind;
  docId: string;
  /** The encoded Document; absent for a removal. */
  document?: Uint8Array;
  resumeToken: string;
}

/** A ServerFrame holding this change, encoded. */
export function encodeChangeFrame(c: ChangeFields): Uint8Array {
  const change = new BinaryWriter();
  if (c.targetId !== 0) change.tag(TARGET_ID, WireType.Varint).uint32(c.targetId);
  if (c.kind !== 0) change.tag(KIND, WireType.Varint).int32(c.kind);
  if (c.docId !== '') change.tag(DOC_ID, WireType.LengthDelimited).string(c.docId);
  if (c.document) change.tag(DOCUMENT, WireType.LengthDelimited).bytes(c.document);
  if (c.resumeToken !== '')
    change.tag(RESUME_TOKEN, WireType.LengthDelimited).string(c.resumeToken);
  return new BinaryWriter()
    .tag(FRAME_CHANGE, WireType.LengthDelimited)
    .bytes(change.finish())
    .finish();
}
