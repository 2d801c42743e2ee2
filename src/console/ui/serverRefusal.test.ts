import en from '../../../locales/en/common.json';
import ru from '../../../locales/ru/common.json';
import { MESSAGES } from '../../common/messages';
import { refusalOf } from './serverRefusal';

describe('server refusals', () => {
  it('knows a field refusal and its text', () => {
    expect(refusalOf(`key: ${MESSAGES.keyTaken}`)).toEqual({
      field: 'key',
      textKey: 'error.keyTaken',
      message: MESSAGES.keyTaken,
    });
    expect(refusalOf(`domain: ${MESSAGES.domainTaken}`).textKey).toBe('error.domainTaken');
  });

  it('knows a refusal without a field', () => {
    expect(refusalOf(MESSAGES.eventIsPublished)).toEqual({
      field: null,
      textKey: 'error.eventIsPublished',
      message: MESSAGES.eventIsPublished,
    });
  });

  it("says a team role's refusal in both languages", () => {
    expect(refusalOf(MESSAGES.notAllowedForRole).textKey).toBe('error.notAllowedForRole');
    expect(refusalOf(MESSAGES.invitationInvalid).textKey).toBe('error.invitationInvalid');
    expect(refusalOf(`email: ${MESSAGES.alreadyMember}`).textKey).toBe('error.alreadyMember');
    expect([ru.error.notAllowedForRole, en.error.notAllowedForRole]).toEqual([
      'Ваша роль в этом мероприятии не позволяет это сделать.',
      'Your role in this event does not allow this.',
    ]);
  });

  it('keeps a message it does not know', () => {
    expect(refusalOf('title: too long.')).toEqual({
      field: 'title',
      textKey: null,
      message: 'too long.',
    });
  });
});
