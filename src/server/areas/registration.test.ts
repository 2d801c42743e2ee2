import { Events } from '../../../generated/manager/events_pb';
import { Files } from '../../../generated/manager/content_pb';
import { implement } from './area';
import { mergeServices } from './registration';

const answer = async () => ({});

describe('mergeServices', () => {
  it('merges the methods several areas implement of one service', () => {
    const merged = mergeServices(
      [
        { name: 'lifecycle', services: [implement(Events, () => ({ publish: answer }))] },
        {
          name: 'settings',
          services: [
            implement(Events, () => ({ setTheme: answer })),
            implement(Files, () => ({ upload: async () => ({ fileId: 'f' }) })),
          ],
        },
      ],
      undefined,
    );
    expect(merged.map((s) => [s.service.typeName, Object.fromEntries(s.implementedBy)])).toEqual([
      ['manager.Events', { publish: 'lifecycle', setTheme: 'settings' }],
      ['manager.Files', { upload: 'settings' }],
    ]);
    expect(Object.keys(merged[0]!.impl).sort()).toEqual(['publish', 'setTheme']);
  });

  it('fails at start-up when two areas implement the same method', () => {
    expect(() =>
      mergeServices(
        [
          { name: 'events', services: [implement(Events, () => ({ publish: answer }))] },
          { name: 'eventSettings', services: [implement(Events, () => ({ publish: answer }))] },
        ],
        undefined,
      ),
    ).toThrow(
      'manager.Events.publish is implemented by both the events and the eventSettings area.',
    );
  });

  it('passes the dependencies to every part', () => {
    const seen: string[] = [];
    mergeServices(
      [
        {
          name: 'a',
          services: [
            implement(Events, (deps: string) => {
              seen.push(deps);
              return {};
            }),
          ],
        },
      ],
      'the deps',
    );
    expect(seen).toEqual(['the deps']);
  });
});
