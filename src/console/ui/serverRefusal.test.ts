import en from '../../../locales/en/common.json';
import ru from '../../../locales/ru/common.json';
import { MESSAGES } from '../../common/messages';
import { refusalOf } from './serverRefusal';

describe('server refusals', () => {
  it('knows a field refusal and its text', () => {
    expect(refusalOf(`key: ${MESSAGES.keyTaken}`)).toEqual({
      field: 'key',
      textKey: 'error.keyTaken',
      values: {},
      message: MESSAGES.keyTaken,
    });
    expect(refusalOf(`domain: ${MESSAGES.domainTaken}`).textKey).toBe('error.domainTaken');
  });

  it('knows a refusal without a field', () => {
    expect(refusalOf(MESSAGES.eventIsPublished)).toEqual({
      field: null,
      textKey: 'error.eventIsPublished',
      values: {},
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
      values: {},
      message: 'too long.',
    });
  });

  it('reads what the server says a refusal means before its message', () => {
    const weak = {
      code: 3,
      message: 'newPassword: This password is too common: choose one that is harder to guess.',
      refusal: { key: 'rule.passwordCommon', values: {}, field: 'newPassword' },
    };
    expect(refusalOf(weak)).toEqual({
      field: 'newPassword',
      textKey: 'rules:rule.passwordCommon',
      values: {},
      message: 'This password is too common: choose one that is harder to guess.',
    });
    const inUse = {
      code: 9,
      message: 'Location is used by 4 meetings.',
      refusal: { key: 'error.locationInUse', values: { meeting: '4' }, field: '' },
    };
    expect(refusalOf(inUse)).toMatchObject({
      field: null,
      textKey: 'error.locationInUse',
      values: { meeting: '4' },
    });
  });
});
