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

  it('keeps a message it does not know', () => {
    expect(refusalOf('title: too long.')).toEqual({
      field: 'title',
      textKey: null,
      message: 'too long.',
    });
  });
});
