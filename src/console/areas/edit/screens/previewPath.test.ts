import { previewPath } from './previewPath';

describe('the preview path', () => {
  it("follows the screen being edited, as spec/console.md §2.23's table says", () => {
    const cases: [string, string][] = [
      ['posts', 'notifications'],
      ['posts/new', 'notifications'],
      ['posts/0190-abc', 'notifications'],
      ['speakers', 'speakers'],
      ['speakers/new', 'speakers'],
      ['speakers/s1', 'speakers/s1'],
      ['meetings', 'schedule'],
      ['meetings/new', 'schedule'],
      ['meetings/m1', 'meeting/m1'],
      ['place', 'locations'],
      ['place/section/g1', 'locations'],
      ['locations/l1', 'locations'],
      ['info', 'info'],
      ['info/section/new', 'info'],
      ['feedback/forms', 'feedbacks'],
      ['feedback/forms/feedback_day-one', 'feedbacks/feedback_day-one'],
      ['feedback/forms/feedback_day-one/fields/create', 'feedbacks/feedback_day-one'],
      ['feedback/forms/feedback_day-one/fields/f2', 'feedbacks/feedback_day-one'],
      ['registration/forms/registration', ''],
      ['design', ''],
      ['settings/general', ''],
      ['', ''],
    ];
    for (const [screen, app] of cases) expect([screen, previewPath(screen)]).toEqual([screen, app]);
  });
});
