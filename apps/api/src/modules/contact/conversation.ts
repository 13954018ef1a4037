import type { ConversationEntry } from '@ochre/shared/schemas/contact';
import type { MessageRow, ReplyRow } from './repository';

/** What the customer first wrote, then every reply in order. */
export function toConversation(message: MessageRow, replies: readonly ReplyRow[]): ConversationEntry[] {
  return [
    {
      _id: message.id,
      fromStaff: false,
      author: message.name,
      body: message.message,
      createdAt: message.createdAt.toISOString(),
    },
    ...replies.map((reply) => ({
      _id: reply.id,
      fromStaff: reply.fromStaff,
      author: reply.fromStaff ? (reply.authorName ?? '') : message.name,
      body: reply.body,
      createdAt: reply.createdAt.toISOString(),
    })),
  ];
}
