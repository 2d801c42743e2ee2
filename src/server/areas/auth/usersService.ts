// manager.Users: signing up a new organiser account (with its empty organisation).
import { Code, ConnectError } from '@connectrpc/connect';
import type { ServiceImpl } from '@connectrpc/connect';
import { v7 as uuidv7 } from 'uuid';
import type { Users } from '../../../../generated/manager/account_pb';
import { MESSAGES } from '../../../common/messages';
import { credentialsSchema } from '../../../common/rules';
import { organisations, users } from '../../db/schema';
import { inTransaction } from '../../db/writer';
import type { Deps } from '../../rpc/deps';
import { validate } from '../../rpc/errors';
import { hashPassword } from './passwords';
import { assertStrongPassword } from './weakPasswords';
import { reserveAttempt, throttleSubjects } from './throttle';
import { callMeta } from '../../rpc/context';

/** Sign-ups per client address (the spec says when an address is taken: no mass probing). */
const SIGN_UPS_FREE = 30;

export function usersService(deps: Deps): Partial<ServiceImpl<typeof Users>> {
  const subjects = throttleSubjects(deps.config.secret);
  return {
    async signUpOrg(req, ctx) {
      const { email, password } = validate(credentialsSchema, {
        email: req.email,
        password: req.password,
      });
      assertStrongPassword(password, email, 'password');
      const ip = callMeta(ctx).ip;
      const allowed = await reserveAttempt(
        deps.database.db,
        subjects.signUp(ip),
        SIGN_UPS_FREE,
        deps.now(),
      );
      if (!allowed) throw new ConnectError(MESSAGES.tooManySignUps, Code.ResourceExhausted);
      const passwordHash = await hashPassword(password);
      const uid = uuidv7();
      await inTransaction(deps.database, async (w) => {
        const inserted = await w.tx
          .insert(users)
          .values({ id: uid, email: email.toLowerCase(), passwordHash })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (inserted.length === 0) throw new ConnectError(MESSAGES.emailTaken, Code.AlreadyExists);
        await w.tx.insert(organisations).values({ id: uid });
        w.changed({ collection: 'organisations', docId: uid, ownerId: uid });
      });
      return {};
    },
  };
}
