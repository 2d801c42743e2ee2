// manager.Auth: sessions and e-mail action codes of accounts, modelled on the
// Firebase Auth calls the console was built on (spec/console.md §7 "Auth provider").
import { Code, ConnectError } from '@connectrpc/connect';
import type { ServiceImpl } from '@connectrpc/connect';
import { and, eq, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Auth } from '../../../../generated/manager/auth_pb';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { SessionSchema, UserSchema } from '../../../../generated/manager/auth_pb';
import { MESSAGES } from '../../../common/messages';
import { credentialsSchema, emailRule, passwordRule } from '../../../common/rules';
import { hashPassword, verifyPassword } from './passwords';
import { assertStrongPassword } from './weakPasswords';
import * as throttle from './throttle';
import { ID_TOKEN_SECONDS, hashSecret, newSecret } from '../../auth/tokens';
import type { Queryable } from '../../db/database';
import { actionCodes, refreshTokens, users } from '../../db/schema';
import { inTransaction } from '../../db/writer';
import { enqueueMail } from '../../outbox/outbox';
import { callMeta, caller } from '../../rpc/context';
import type { Deps } from '../../rpc/deps';
import { validate } from '../../rpc/errors';

const REFRESH_TOKEN_DAYS = 30;
/**
 * How long a rotated refresh token still refreshes (into a new token of the same family)
 * instead of ending the family. Two tabs of the console start at once with the same stored
 * token, and a reload can come before the browser has stored the token it was just given: both
 * are the owner, not a thief. A copy replayed after this window ends the family as before.
 */
export const REFRESH_REUSE_GRACE_MS = 60_000;
/**
 * Past the grace period, a rotated token whose successor was never used still refreshes into
 * that successor for as long as an ID token lives: its answer was lost (a dropped reply, a
 * laptop closed mid-refresh), and the client that retries is the owner. A client that got the
 * answer uses the successor before its ID token runs out, so a thief's older copy, once the
 * successor is in use or this window has passed, still ends the family.
 */
export const REFRESH_LOST_ANSWER_MS = ID_TOKEN_SECONDS * 1000;
/** Mails (verification, reset) before the growing delays of the throttle apply. */
const MAIL_FREE = { account: 3, address: 20 } as const;
const CODE_LIFETIME_MS = { verifyEmail: 3 * 24 * 3600_000, resetPassword: 3600_000 } as const;
type ActionMode = keyof typeof CODE_LIFETIME_MS;

const unauthenticated = (message: string) => new ConnectError(message, Code.Unauthenticated);
const badCode = () => new ConnectError(MESSAGES.invalidActionCode, Code.InvalidArgument);

type UserRow = typeof users.$inferSelect;

function userMessage(row: UserRow): MessageInitShape<typeof UserSchema> {
  return {
    uid: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    displayName: row.displayName,
    role: row.role,
  };
}

export function authService(deps: Deps): ServiceImpl<typeof Auth> {
  const { database, tokens, config, now, log } = deps;
  const db = database.db;
  const unknownHash = hashPassword(newSecret().secret);
  const subjects = throttle.throttleSubjects(config.secret);

  /** Mail limits: per client address, and per account (uid or address). */
  const mayMail = async (subject: string, free: number) =>
    throttle.reserveAttempt(db, subjects.mail(subject), free, now());

  /** A session's answer: a new ID token, and the refresh token (already stored) to keep. */
  async function sessionAnswer(
    row: UserRow,
    familyId: string,
    refreshToken: string,
  ): Promise<MessageInitShape<typeof SessionSchema>> {
    const { token, expiresAt } = await tokens.issueIdToken({
      uid: row.id,
      email: row.email,
      emailVerified: row.emailVerified,
      role: row.role,
      sid: familyId,
    });
    return { user: userMessage(row), idToken: token, expiresAt, refreshToken };
  }

  async function storeRefreshToken(q: Queryable, row: UserRow, familyId: string, secret: string) {
    await q.insert(refreshTokens).values({
      tokenHash: hashSecret(secret),
      userId: row.id,
      familyId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 24 * 3600_000),
    });
  }

  async function startSession(row: UserRow, familyId: string, q: Queryable) {
    const { secret } = newSecret();
    await storeRefreshToken(q, row, familyId, secret);
    return sessionAnswer(row, familyId, secret);
  }

  /** The code and its mail in one transaction: the outbox sends it, retrying, once committed. */
  async function sendActionMail(row: UserRow, mode: ActionMode): Promise<void> {
    const code = newSecret();
    const link = `${config.publicUrl}/auth/action?mode=${mode}&oobCode=${code.secret}`;
    await inTransaction(database, async (w) => {
      const { tx } = w;
      await tx.insert(actionCodes).values({
        codeHash: code.hash,
        userId: row.id,
        mode,
        email: row.email,
        expiresAt: new Date(Date.now() + CODE_LIFETIME_MS[mode]),
      });
      await enqueueMail(tx, { to: row.email, ...actionMailText(mode, link) }, row.id);
      // A mail given up before is no longer the last one (the organisation document says so).
      w.changed({ collection: 'organisations', docId: row.id, ownerId: row.id });
    });
  }

  function actionMailText(mode: ActionMode, link: string) {
    return mode === 'verifyEmail'
      ? {
          subject: 'Подтвердите адрес электронной почты / Verify your e-mail',
          text: `Чтобы подтвердить адрес, откройте ссылку:\nTo verify your e-mail address, open this link:\n\n${link}\n`,
        }
      : {
          subject: 'Сброс пароля / Reset your password',
          text: `Чтобы задать новый пароль, откройте ссылку:\nTo choose a new password, open this link:\n\n${link}\n\nЕсли вы не запрашивали сброс, ничего не делайте.\nIf you did not ask for this, ignore this mail.\n`,
        };
  }

  /** The live, unused code of that mode, or INVALID_ARGUMENT. */
  async function activeCode(oobCode: string, mode: ActionMode, q: Queryable) {
    if (!oobCode || oobCode.length > 200) throw badCode();
    const [code] = await q
      .select()
      .from(actionCodes)
      .where(and(eq(actionCodes.codeHash, hashSecret(oobCode)), eq(actionCodes.mode, mode)));
    if (!code || code.usedAt || code.expiresAt.getTime() < Date.now()) throw badCode();
    return code;
  }

  async function userById(uid: string, q: Queryable = db): Promise<UserRow | undefined> {
    const [row] = await q.select().from(users).where(eq(users.id, uid));
    return row;
  }

  return {
    async signIn(req, ctx) {
      const { email, password } = validate(credentialsSchema, {
        email: req.email,
        password: req.password,
      });
      const ip = callMeta(ctx).ip;
      const pair = subjects.pair(email, ip);
      const address = subjects.address(ip);
      const known = subjects.known(email, ip);
      const at = now();
      // At an address the account used before, only its own attempts there count.
      const allowed =
        ((await throttle.isKnown(db, known, at)) ||
          (await throttle.reserveAttempt(db, address, throttle.FREE_ATTEMPTS.address, at))) &&
        (await throttle.reserveAttempt(db, pair, throttle.FREE_ATTEMPTS.pair, at));
      // Every sign-in leaves one line with its outcome and client address (never the e-mail
      // or password): successes and failures alike, for whoever audits the account.
      const audit = (outcome: 'ok' | 'wrong' | 'throttled', account?: string) =>
        log.info({ event: 'sign-in', outcome, address: ip, account }, 'sign-in');
      if (!allowed) {
        audit('throttled');
        throw new ConnectError(MESSAGES.tooManyAttempts, Code.ResourceExhausted);
      }
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      // An unknown address costs the same hash check as a known one: no answer by timing.
      const verified = await verifyPassword(row?.passwordHash ?? (await unknownHash), password);
      if (!row || !verified) {
        audit('wrong', row?.id);
        throw unauthenticated(MESSAGES.wrongCredentials);
      }
      await throttle.clearAttempts(db, pair);
      await throttle.refundAttempt(db, address);
      await throttle.rememberKnown(db, known, at);
      audit('ok', row.id);
      return startSession(row, uuidv7(), db);
    },

    async refresh(req) {
      if (!req.refreshToken || req.refreshToken.length > 200) {
        throw unauthenticated(MESSAGES.invalidRefreshToken);
      }
      const outcome = await db.transaction(async (tx) => {
        const [token] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashSecret(req.refreshToken)))
          .for('update');
        const at = now();
        if (!token || token.revokedAt || token.expiresAt.getTime() < at.getTime()) return null;
        const successor = tokens.successorSecret(req.refreshToken);
        const row = await userById(token.userId, tx);
        if (!row) return null;
        if (token.rotatedAt) {
          const [next] = await tx
            .select({ revokedAt: refreshTokens.revokedAt, rotatedAt: refreshTokens.rotatedAt })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, hashSecret(successor)));
          if (!next || next.revokedAt) return null;
          const since = at.getTime() - token.rotatedAt.getTime();
          // Past the grace period, a successor never used means its answer never arrived;
          // one already used means someone else holds a copy of this token.
          const lostAnswer = next.rotatedAt === null && since <= REFRESH_LOST_ANSWER_MS;
          if (since > REFRESH_REUSE_GRACE_MS && !lostAnswer) {
            // A token rotated long ago came back: someone holds a copy. End the whole family.
            await tx
              .update(refreshTokens)
              .set({ revokedAt: at })
              .where(eq(refreshTokens.familyId, token.familyId));
            return 'reused' as const;
          }
          // The same successor as the first time, no new session.
        } else {
          await tx
            .update(refreshTokens)
            .set({ rotatedAt: at })
            .where(eq(refreshTokens.tokenHash, token.tokenHash));
          await storeRefreshToken(tx, row, token.familyId, successor);
        }
        return sessionAnswer(row, token.familyId, successor);
      });
      if (outcome === 'reused') log.warn('refresh: a rotated token came back; session ended');
      if (outcome === null || outcome === 'reused') {
        throw unauthenticated(MESSAGES.invalidRefreshToken);
      }
      return outcome;
    },

    async signOut(req) {
      if (!req.refreshToken || req.refreshToken.length > 200) return {};
      const [token] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashSecret(req.refreshToken)));
      if (token) {
        await db
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(eq(refreshTokens.familyId, token.familyId));
      }
      return {};
    },

    async sendEmailVerification(_req, ctx) {
      const claims = await caller(ctx, tokens);
      const row = await userById(claims.uid);
      if (!row) throw new ConnectError(MESSAGES.invalidSession, Code.PermissionDenied);
      if (row.emailVerified) return {};
      const allowed =
        (await mayMail(`address:${callMeta(ctx).ip}`, MAIL_FREE.address)) &&
        (await mayMail(`account:${row.id}`, MAIL_FREE.account));
      if (!allowed) throw new ConnectError(MESSAGES.tooManyMails, Code.ResourceExhausted);
      await sendActionMail(row, 'verifyEmail');
      return {};
    },

    async applyActionCode(req) {
      await inTransaction(database, async (w) => {
        const code = await activeCode(req.oobCode, 'verifyEmail', w.tx);
        await w.tx
          .update(actionCodes)
          .set({ usedAt: new Date() })
          .where(eq(actionCodes.codeHash, code.codeHash));
        await w.tx.update(users).set({ emailVerified: true }).where(eq(users.id, code.userId));
        w.changed({ collection: 'organisations', docId: code.userId, ownerId: code.userId });
      });
      return {};
    },

    async sendPasswordResetEmail(req, ctx) {
      const email = validate(emailRule, req.email).toLowerCase();
      if (!(await mayMail(`address:${callMeta(ctx).ip}`, MAIL_FREE.address))) {
        throw new ConnectError(MESSAGES.tooManyMails, Code.ResourceExhausted);
      }
      // Answered before the account is even looked up: the same answer, in the same time,
      // whether or not the address has an account (and whether its own limit was reached).
      // What follows the answer shares the machine with the next calls, so it is the same work
      // either way: an unknown address is counted too, under its own name.
      setImmediate(() => {
        void (async () => {
          const [row] = await db.select().from(users).where(eq(users.email, email));
          const allowed = await mayMail(
            row ? `account:${row.id}` : `unknown:${email}`,
            MAIL_FREE.account,
          );
          if (row && allowed) await sendActionMail(row, 'resetPassword');
        })().catch((error: unknown) => log.error({ err: error }, 'password reset mail failed'));
      });
      return {};
    },

    async verifyPasswordResetCode(req) {
      const code = await activeCode(req.oobCode, 'resetPassword', db);
      return { email: code.email };
    },

    async confirmPasswordReset(req) {
      const newPassword = validate(passwordRule, req.newPassword, 'newPassword');
      assertStrongPassword(newPassword, '', 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const code = await activeCode(req.oobCode, 'resetPassword', tx);
        assertStrongPassword(newPassword, code.email, 'newPassword');
        // This code and every older reset code of the account: one reset ends them all.
        await tx
          .update(actionCodes)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(actionCodes.userId, code.userId),
              eq(actionCodes.mode, 'resetPassword'),
              isNull(actionCodes.usedAt),
            ),
          );
        await tx.update(users).set({ passwordHash }).where(eq(users.id, code.userId));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(eq(refreshTokens.userId, code.userId));
      });
      return {};
    },

    async getUser(_req, ctx): Promise<MessageInitShape<typeof UserSchema>> {
      const claims = await caller(ctx, tokens);
      const row = await userById(claims.uid);
      if (!row) throw new ConnectError(MESSAGES.invalidSession, Code.PermissionDenied);
      return userMessage(row);
    },
  };
}
