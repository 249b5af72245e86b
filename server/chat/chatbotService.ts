// The rules of the chatbot's conversations: a question (starting a conversation when none is named) and its
// answer, the history of questions and answers, and the feedback on one answer.
import { randomUUID } from 'node:crypto';
import { AGENT_SESSION_MS, chatSkill, type ChatbotAnswer, type ChatHistoryItem } from '../../src/domain/chat';
import type { ChatbotFeedbackRecorded } from '../../src/domain/contracts/wire/chat';
import type { ChatbotQuestionInput, ChatFeedbackInput } from '../../src/domain/validation/chat';
import type { Db } from '../db';
import { nowIso } from '../db';
import { HttpError, notFound } from '../http';
import { hoursText, isDepartmentOpen } from '../hours/override';
import type { Organisation } from '../organisations';
import { conversationFor, type ChatCaller } from './accessService';
import { answerQuestion } from './chatbot';
import { appendMessage, createConversation } from './conversationService';
import { feedbackGiven, insertFeedback } from './feedbackRepository';
import { findQuestion, messageRows, type ConversationRow } from './repository';
import { chatNow, chatToken, verifiedBorrower, WEBCHAT_OFF, webchatOn, type ChatContext } from './service';

export const FEEDBACK_GIVEN = 'Feedback was already given for this answer';

/** Answers a question; without a conversation (`who` null) a new one starts, and its token comes back. */
export async function askChatbot(
  ctx: Pick<ChatContext, 'db' | 'config'>,
  org: Organisation,
  who: ChatCaller | null,
  input: ChatbotQuestionInput,
): Promise<ChatbotAnswer> {
  const { db, config } = ctx;
  if (!(await webchatOn(db, org.organizationCode))) throw new HttpError(403, WEBCHAT_OFF);
  const claim = { nonce: input.nonce, applicationUuid: input.applicationId };
  const borrower = await verifiedBorrower(db, org.organizationCode, claim, chatNow(config));
  let conversation: ConversationRow;
  if (who && input.conversationId) {
    conversation = await conversationFor(db, org.organizationCode, who, input.conversationId, 'CHATBOT');
    if (Date.parse(conversation.expires_at) <= chatNow(config).getTime())
      throw new HttpError(401, 'The chat session has expired');
  } else {
    conversation = await createConversation(db, {
      orgCode: org.organizationCode,
      kind: 'CHATBOT',
      provider: 'chatbot',
      identityUuid: borrower.identityUuid,
      applicationUuid: borrower.applicationUuid,
      sessionUuid: borrower.sessionUuid,
      friendlyName: input.senderId || 'Visitor',
      emailAddress: null,
      skill: chatSkill(org.kind),
      tag: input.tag || null,
      pageUrl: input.pageUrl || null,
      loanNumber: null,
      targetAgentUuid: null,
      now: chatNow(config),
    });
  }
  const withinHours = await isDepartmentOpen(db, org, 'OPS_CHAT', chatNow(config));
  const reply = answerQuestion(input.message, org, { withinHours, hoursText: hoursText(org.hours.OPS_CHAT) });
  const { message } = await appendMessage(db, conversation.uuid, {
    senderType: 'APPLICANT',
    senderUuid: conversation.identity_uuid,
    senderName: conversation.friendly_name,
    body: input.message,
    attachments: [],
    clientId: null,
    response: reply.text,
    handover: reply.handover && withinHours,
  });
  return {
    conversationId: conversation.uuid,
    questionId: message.id,
    questionStr: message.body,
    responseStr: reply.text,
    createdDt: message.createdAt,
    handover: reply.handover && withinHours,
    token: await chatToken(config, conversation, 'CHATBOT', AGENT_SESSION_MS),
  };
}

/** The conversation's questions and answers, oldest first. */
export async function chatHistory(
  db: Db,
  orgCode: string,
  who: ChatCaller,
  conversationId: string,
): Promise<ChatHistoryItem[]> {
  const conversation = await conversationFor(db, orgCode, who, conversationId, 'CHATBOT');
  const rows = await messageRows(db, conversation.uuid);
  return rows
    .filter((r) => r.sender_type === 'APPLICANT' && r.response !== null)
    .map((r) => ({
      questionId: r.uuid,
      questionStr: r.body,
      responseStr: r.response ?? '',
      createdDt: r.created_at,
    }));
}

/** Records whether an answer helped, and why not; once per answer (409 after). */
export async function recordFeedback(
  db: Db,
  orgCode: string,
  who: ChatCaller,
  input: ChatFeedbackInput,
): Promise<ChatbotFeedbackRecorded> {
  const conversation = await conversationFor(db, orgCode, who, input.conversationId, 'CHATBOT');
  const question = await findQuestion(db, conversation.uuid, input.questionId.toLowerCase());
  if (!question || question.response === null) throw notFound();
  if (await feedbackGiven(db, question.uuid)) throw new HttpError(409, FEEDBACK_GIVEN);
  // The contract's schema lets only these two through.
  const rating = input.rating === 'POSITIVE' ? 'POSITIVE' : 'NEGATIVE';
  const recordedAt = nowIso();
  await insertFeedback(db, {
    uuid: randomUUID(),
    conversation_uuid: conversation.uuid,
    question_uuid: question.uuid,
    rating,
    reason: rating === 'NEGATIVE' ? (input.reason ?? null) : null,
    feedback_message: input.feedbackMessage || null,
    response_to_customer: input.responseToCustomer ?? question.response,
    sender_email: input.senderEmail || null,
    sender_type: 'APPLICANT',
    identity_uuid: conversation.identity_uuid,
    created_at: recordedAt,
  });
  return { questionId: question.uuid, rating, recordedAt };
}
