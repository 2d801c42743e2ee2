import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { ChangeKind, DocumentSchema, ServerFrameSchema } from '../../../generated/live/live_pb';
import { EncodedDocuments, encodeChangeFrame } from './changeFrame';

const document = create(DocumentSchema, {
  doc: {
    case: 'event',
    value: {
      eventId: '0190e1e2-0000-7000-8000-000000000001',
      title: 'Конференция',
      slogan: '<p>x</p>',
    },
  },
});

describe('encodeChangeFrame', () => {
  it.each([
    { targetId: 7, kind: ChangeKind.MODIFIED, docId: 'doc-1', doc: document, resumeToken: '1234' },
    { targetId: 300, kind: ChangeKind.ADDED, docId: 'ключ', doc: document, resumeToken: '9' },
    { targetId: 1, kind: ChangeKind.REMOVED, docId: 'gone', doc: undefined, resumeToken: '77' },
    { targetId: 0, kind: ChangeKind.REMOVED, docId: '', doc: undefined, resumeToken: '' },
    {
      targetId: 2,
      kind: ChangeKind.ADDED,
      docId: 'empty',
      doc: create(DocumentSchema),
      resumeToken: '5',
    },
  ])('gives the bytes toBinary gives for $kind of "$docId"', ({ doc, ...fields }) => {
    const expected = toBinary(
      ServerFrameSchema,
      create(ServerFrameSchema, { kind: { case: 'change', value: { ...fields, document: doc } } }),
    );
    const encoded = encodeChangeFrame({
      ...fields,
      document: doc ? new EncodedDocuments().of(doc) : undefined,
    });
    expect(Buffer.from(encoded).equals(Buffer.from(expected))).toBe(true);
    const decoded = fromBinary(ServerFrameSchema, encoded);
    expect(decoded.kind.case === 'change' && decoded.kind.value.docId).toBe(fields.docId);
  });

  it('encodes a document once for every subscriber it goes to', () => {
    const documents = new EncodedDocuments();
    expect(documents.of(document)).toBe(documents.of(document));
  });
});
