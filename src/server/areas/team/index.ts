// Event teams (issue 24): members with roles, invitations by e-mail, the membership audit.
// What each role may do is the rights table of src/common/teamRights.ts.
import { Team } from '../../../../generated/manager/team_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { membershipsCollection } from './collection';
import { teamService } from './service';

export const teamArea: Area<'members'> = {
  name: 'team',
  services: [implement(Team, teamService)],
  collections: { members: membershipsCollection },
};
