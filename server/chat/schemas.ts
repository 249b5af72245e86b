// The OpenAPI shapes of the borrower's web chat and chatbot calls (routes.ts) that are not the contracts': the
// chat token header and path parameters. Bodies and answers are the contracts' (src/domain/contracts/chat.ts).
import { CHAT_TOKEN_HEADER } from './accessService';

export const str = { type: 'string' } as const;

export const chatTokenHeader = {
  type: 'object',
  properties: { [CHAT_TOKEN_HEADER]: { type: 'string', description: "The conversation's chat token" } },
} as const;
