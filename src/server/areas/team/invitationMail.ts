// The invitation e-mail, in both languages like the account mails: which event, which role and
// the link (a credential: it goes in the mail only, never in a log).
import { and, eq } from 'drizzle-orm';
import { EVENT_TITLE_KEY } from '../../../common/constants';
import type { MemberRole } from '../../../common/teamRights';
import type { EventRow } from '../../auth/eventAccess';
import type { Queryable } from '../../db/database';
import { translations } from '../../db/schema';

const ROLE_NAMES: Record<MemberRole, { ru: string; en: string }> = {
  editor: { ru: 'редактор', en: 'editor' },
  door: { ru: 'регистрация на входе', en: 'door staff' },
  viewer: { ru: 'наблюдатель', en: 'viewer' },
};

export async function invitationMail(
  q: Queryable,
  event: EventRow,
  role: MemberRole,
  link: string,
): Promise<{ subject: string; text: string }> {
  const [title] = await q
    .select({ value: translations.value })
    .from(translations)
    .where(
      and(
        eq(translations.eventId, event.id),
        eq(translations.lang, event.language),
        eq(translations.key, EVENT_TITLE_KEY),
      ),
    );
  const name = title?.value || event.extKey;
  const { ru, en } = ROLE_NAMES[role];
  return {
    subject: `Приглашение в команду «${name}» / Join the team of “${name}”`,
    text:
      `Вас пригласили в команду мероприятия «${name}» (роль: ${ru}). Чтобы принять приглашение, откройте ссылку:\n` +
      `You are invited to the team of “${name}” (role: ${en}). To accept, open this link:\n\n` +
      `${link}\n\n` +
      'Ссылка действует 7 дней и один раз.\nThe link works once, for 7 days.\n',
  };
}
