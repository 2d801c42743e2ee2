// Files for the place, location and cms tests: an image and a PDF uploaded to an event.
import type { Session } from '../../../generated/manager/auth_pb';
import { photo, put, requestUpload } from './filesHarness';
import type { TestServer } from './harness';

/** The bytes of a small but real PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

async function uploaded(server: TestServer, link: string, body: Buffer): Promise<void> {
  const answer = await put(server, link, body);
  if (answer.status !== 200)
    throw new Error(`upload: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** An attachment image (role cms__image_attachment) of the event; its file id. */
export async function uploadImage(server: TestServer, session: Session, eventId: string) {
  const res = await requestUpload(server, session, eventId, {
    contentType: 'image/png',
    name: 'hall.png',
  });
  await uploaded(server, res.uploadLink, await photo(400, 300, 'png'));
  return res.fileId;
}

/** A PDF attachment (role cms__attachment) of the event; its file id. */
export async function uploadPdf(server: TestServer, session: Session, eventId: string) {
  const res = await requestUpload(server, session, eventId, {
    role: 'cms__attachment',
    contentType: 'application/pdf',
    name: 'floor plan.pdf',
  });
  await uploaded(server, res.uploadLink, PDF);
  return res.fileId;
}
