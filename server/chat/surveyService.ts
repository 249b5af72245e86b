// The rules of the satisfaction survey after an agent chat: offered only for a chat an agent took, found by the
// chat's unguessable contact id within its organisation; one answer per chat.
import { isUuid } from '../../src/domain/guards';
import type { Db } from '../db';
import { nowIso } from '../db';
import { conversationByContact, insertSurveyAnswer, surveyAnswered } from './feedbackRepository';

export interface Survey {
  conversationUuid: string;
  answered: boolean;
}

/** The survey of a contact id in the organisation, or null when there is none to answer there. */
export async function surveyFor(db: Db, contactId: string, orgCode: string): Promise<Survey | null> {
  if (!isUuid(contactId)) return null;
  const conversation = await conversationByContact(db, contactId.toLowerCase());
  if (!conversation || !conversation.accepted_at) return null;
  const answered = await surveyAnswered(db, contactId.toLowerCase());
  if (conversation.org_code !== orgCode) return null;
  return { conversationUuid: conversation.uuid, answered };
}

/** Records the answer (a second one for the same chat is ignored). */
export async function saveSurveyAnswer(
  db: Db,
  contactId: string,
  survey: Survey,
  input: { rating: number; comment?: string },
): Promise<void> {
  await insertSurveyAnswer(db, {
    contact_id: contactId.toLowerCase(),
    conversation_uuid: survey.conversationUuid,
    rating: input.rating,
    comment: input.comment || null,
    created_at: nowIso(),
  });
}
