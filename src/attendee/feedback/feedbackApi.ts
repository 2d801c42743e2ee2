// The app's side of the feedback endpoints (src/common/publicFeedback.ts): the event's forms,
// read when the page opens (forms need the network to be sent anyway), and one send.
import { publicFeedbackPath, publicFeedbackSendPath } from '../../common/publicFeedback';
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

export type SendResult = 'sent' | 'offline' | 'refused' | 'limited';

export async function sendFeedback(
  eventKey: string,
  formId: string,
  body: PublicFeedbackSend,
): Promise<SendResult> {
  try {
    const res = await fetch(publicFeedbackSendPath(eventKey, formId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.ok) return 'sent';
    return res.status === 429 ? 'limited' : 'refused';
  } catch {
    return 'offline';
  }
}
