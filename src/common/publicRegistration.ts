// The attendee app's registration contract (issue 13): an event whose format is 'with
// registration form' lets a visitor in once they fill the form and enter the 6-digit code the
// server sent to their phone. The code buys an access token the app keeps on the device; the
// token names one event and one participant, and the server checks it (and the participant's
// suspension) on every call that needs it.
import { PUBLIC_API_PATH } from './publicEvent';
import type { PublicFormField } from './publicFeedback';

const base = (eventKey: string) =>
  `${PUBLIC_API_PATH}/events/${encodeURIComponent(eventKey)}/registration`;

/** GET: the forms to fill (PublicRegistrationForms); 404 when the event asks for none. */
export const publicRegistrationPath = base;
/** POST a RegistrationStart: 202 RegistrationStarted, a code is on its way. */
export const registrationStartPath = (eventKey: string) => `${base(eventKey)}/start`;
/** POST a RegistrationConfirm: 200 RegistrationGranted, or 400 with a RegistrationRefusal. */
export const registrationConfirmPath = (eventKey: string) => `${base(eventKey)}/confirm`;
/** GET with `authorization: Bearer {token}`: 200 AttendeeAccess, 401 not valid, 403 suspended. */
export const registrationMePath = (eventKey: string) => `${base(eventKey)}/me`;

export const REGISTRATION_CODE_LENGTH = 6;
export const REGISTRATION_CODE_PATTERN = /^\d{6}$/;

export interface PublicRegistrationForms {
  /** The user-data form's fields that the app can fill (no photo or file uploads). */
  registration: PublicFormField[];
  /** The survey's fields. */
  survey: PublicFormField[];
  helperText: string;
}

export type AnswerList = { fieldId: string; value: string }[];

/**
 * Either the forms' answers (a new registration; a phone already registered signs in instead),
 * or only a phone (signing in again on a new device).
 */
export type RegistrationStart = { answers: AnswerList; survey: AnswerList } | { phone: string };

export interface RegistrationStarted {
  requestId: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export interface RegistrationConfirm {
  requestId: string;
  code: string;
}

export interface RegistrationGranted {
  token: string;
  clientId: string;
}

export interface RegistrationRefusal {
  /** wrong: try again (attemptsLeft); the others need a new code. */
  reason: 'wrong' | 'expired' | 'used' | 'attempts' | 'suspended' | 'invalid';
  attemptsLeft?: number;
  /** For 'invalid': the form's field the server refused, when it names one. */
  fieldId?: string;
  error: string;
}

export interface AttendeeAccess {
  clientId: string;
  name: string;
  /** The check-in code to show as a QR, when the organiser turned QR codes on. */
  checkInCode: string | null;
  /** The short code to type at the door (common/checkIn.ts), when QR codes are on. */
  doorCode: string | null;
}
