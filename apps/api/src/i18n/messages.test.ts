import { CONTENT_LANGS } from '@ochre/shared/constants';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from './messages/index';

type Node = { type: number; value?: string; options?: Record<string, { value: Node[] }>; children?: Node[] };

/** The placeholders a message uses, however deep in its plural or select branches. */
function placeholders(nodes: Node[], found = new Set<string>()): Set<string> {
  for (const node of nodes) {
    // Literals (0) and the plural's "#" (7) name nothing.
    if (node.value && node.type !== 0 && node.type !== 7) found.add(node.value);
    for (const option of Object.values(node.options ?? {})) placeholders(option.value, found);
    if (node.children) placeholders(node.children, found);
  }
  return found;
}

describe('the e-mail and PDF catalogue', () => {
  for (const [area, messages] of Object.entries(ALL_MESSAGES)) {
    it(`gives every ${area} text in every language, with the same placeholders as English`, () => {
      const keys = Object.keys(messages.en).sort();
      for (const lang of CONTENT_LANGS) {
        expect(Object.keys(messages[lang]).sort(), `${area} in ${lang}`).toEqual(keys);
        for (const key of keys) {
          const source = (messages[lang] as Record<string, string>)[key]!;
          expect(source.trim(), `${area}.${key} in ${lang}`).not.toBe('');
          const english = new IntlMessageFormat((messages.en as Record<string, string>)[key]!, 'en');
          const translated = new IntlMessageFormat(source, lang);
          expect(
            [...placeholders(translated.getAst() as Node[])].sort(),
            `${area}.${key} in ${lang}`,
          ).toEqual([...placeholders(english.getAst() as Node[])].sort());
        }
      }
    });
  }
});
