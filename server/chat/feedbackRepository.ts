// What borrowers say about the chat (Kysely only): feedback on the chatbot's answers, and the survey after an agent
// chat (one answer per chat, found by the chat's contact id).
import type { Db } from '../db';
import type { ChatFeedbackTable, ChatSurveyResponsesTable } from '../db/schema';

// ---- Chatbot feedback --------------------------------------------------------------------------------------

export async function feedbackGiven(db: Db, questionUuid: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_feedback')
    .select('uuid')
    .where('question_uuid', '=', questionUuid)
    .executeTakeFirst();
  return Boolean(row);
}

/** Records feedback; a second one for the same question is ignored. */
export async function insertFeedback(db: Db, row: ChatFeedbackTable): Promise<void> {
  await db
    .insertInto('chat_feedback')
    .values(row)
    .onConflict((oc) => oc.column('question_uuid').doNothing())
    .execute();
}

// ---- The satisfaction survey -------------------------------------------------------------------------------

export async function conversationByContact(
  db: Db,
  contactId: string,
): Promise<{ uuid: string; accepted_at: string | null; org_code: string } | undefined> {
  return db
    .selectFrom('chat_conversations')
    .select(['uuid', 'accepted_at', 'org_code'])
    .where('contact_id', '=', contactId)
    .executeTakeFirst();
}

export async function surveyAnswered(db: Db, contactId: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_survey_responses')
    .select('contact_id')
    .where('contact_id', '=', contactId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Records the survey's answer; a second one for the same chat is ignored. */
export async function insertSurveyAnswer(db: Db, row: ChatSurveyResponsesTable): Promise<void> {
  await db
    .insertInto('chat_survey_responses')
    .values(row)
    .onConflict((oc) => oc.column('contact_id').doNothing())
    .execute();
}
