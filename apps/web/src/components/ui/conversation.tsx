import { cn } from '../../lib/cn';

export interface ConversationMessage {
  id: string;
  author: string;
  body: string;
  /** Shown under the author, e.g. a formatted date and time. */
  meta: string;
  dateTime: string;
  /** The reader's own messages sit at the end of the line. */
  own: boolean;
  /** Messages from the business get its colour. */
  staff: boolean;
}

/** A back-and-forth of messages, oldest first, as in a chat. */
export function Conversation({ messages, label }: { messages: ConversationMessage[]; label: string }) {
  return (
    <ol aria-label={label} className="space-y-4">
      {messages.map((message) => (
        <li key={message.id} className={cn('flex', message.own ? 'justify-end' : 'justify-start')}>
          <article
            className={cn(
              'max-w-[min(36rem,92%)] rounded-2xl border px-4 py-3 sm:px-5',
              message.staff ? 'border-ochre-100 bg-ochre-50' : 'border-line bg-white',
              message.own ? 'rounded-ee-md' : 'rounded-es-md',
            )}
          >
            <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-ink">{message.author}</span>
              <time dateTime={message.dateTime} className="text-muted">
                {message.meta}
              </time>
            </header>
            <p className="mt-1.5 leading-relaxed whitespace-pre-line text-ink-soft">{message.body}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
