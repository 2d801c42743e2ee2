// The app's side of the feedback endpoints (src/common/publicFeedback.ts): the event's forms,
// read when the page opens (forms need the network to be sent anyway), and one send. An event
// that asks for registration takes answers with the attendee's access token only: a refusal of
// the token is noted as /registration/me's would be, so the page's registration gate shows the
// registration (or the suspension) in its place.
import { publicFeedbackPath, publicFeedbackSendPath } from '../../common/publicFeedback';
import { accessToken, noteAccessStatus } from '../registration/access';
import { usePublicJson } from './usePublicJson';
import type {
  PublicFeedbackForm,
  PublicFeedbackForms,
  PublicFeedbackSend,
} from '../../common/publicFeedback';

export type FormsState =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'ready'; forms: PublicFeedbackForm[] };

export function useFeedbackForms(eventKey: string): FormsState {
  const state = usePublicJson<PublicFeedbackForms>(publicFeedbackPath(eventKey));
  if (state.status === 'ready') return { status: 'ready', forms: state.value.forms };
  return state.status === 'missing' ? { status: 'offline' } : state;
}

export type SendResult = 'sent' | 'offline' | 'refused' | 'limited' | 'unregistered' | 'suspended';

export async function sendFeedback(
  eventKey: string,
  formId: string,
  body: PublicFeedbackSend,
  asksRegistration: boolean,
): Promise<SendResult> {
  const token = asksRegistration ? accessToken(eventKey) : null;
  try {
    const res = await fetch(publicFeedbackSendPath(eventKey, formId), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (res.ok) return 'sent';
    if (res.status === 401 || res.status === 403) {
      if (token) noteAccessStatus(eventKey, res.status);
      return res.status === 401 ? 'unregistered' : 'suspended';
    }
    return res.status === 429 ? 'limited' : 'refused';
  } catch {
    return 'offline';
  }
}
