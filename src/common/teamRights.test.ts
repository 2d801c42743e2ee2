import { LIVE_TARGETS } from './liveTargets';
import { METHOD_RIGHTS, RIGHTS, ROLES, ROLE_RIGHTS, TARGET_RIGHTS, may } from './teamRights';
import type { Right } from './teamRights';

const writes = Object.entries(METHOD_RIGHTS).filter(([, right]) => right === 'write');
const rightsOf = (role: (typeof ROLES)[number]) => RIGHTS.filter((r) => ROLE_RIGHTS[role].has(r));

describe('the rights table', () => {
  it('gives the owner everything', () => {
    expect(rightsOf('owner')).toEqual([...RIGHTS]);
  });

  it('keeps the team, domain, publishing, archiving and copying to the owner', () => {
    const ownerOnly: Right[] = ['team', 'domain', 'publish', 'archive', 'copy'];
    for (const role of ROLES.filter((r) => r !== 'owner')) {
      expect(ownerOnly.filter((right) => may(role, right))).toEqual([]);
    }
    expect(METHOD_RIGHTS['manager.Events/Publish']).toBe('publish');
    expect(METHOD_RIGHTS['manager.Events/SetCustomDomainToEvent']).toBe('domain');
    expect(METHOD_RIGHTS['manager.Team/InviteMember']).toBe('team');
  });

  it('lets door staff check in and look participants up, nothing else', () => {
    expect(rightsOf('door')).toEqual(['enter', 'lookup', 'checkIn']);
    expect(METHOD_RIGHTS['manager.Participants/CheckIn']).toBe('checkIn');
    expect(TARGET_RIGHTS.checkIns).toBe('lookup');
    expect(TARGET_RIGHTS.meetings).toBe('read');
  });

  it('lets a viewer read what an editor reads, statistics included, and write nothing', () => {
    expect(rightsOf('viewer')).toEqual(['enter', 'read', 'lookup']);
    expect(rightsOf('editor')).toEqual(['enter', 'read', 'lookup', 'checkIn', 'write']);
    expect(METHOD_RIGHTS['manager.Events/ListActiveClients']).toBe('read');
    expect(writes.length).toBeGreaterThan(50);
  });

  it('names a right for every live target', () => {
    expect(Object.keys(TARGET_RIGHTS).sort()).toEqual(Object.keys(LIVE_TARGETS).sort());
  });

  it('refuses everything to someone without a role', () => {
    expect(RIGHTS.filter((right) => may(null, right))).toEqual([]);
  });
});
