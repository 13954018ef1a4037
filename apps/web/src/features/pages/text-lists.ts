import type { TFunction } from 'i18next';

/** A list written in the texts (paragraphs, bullet points, questions), or nothing when absent. */
export function textList<T = string>(t: TFunction, key: string, values: Record<string, string> = {}): T[] {
  const value: unknown = t(key, { ...values, returnObjects: true, defaultValue: [] });
  return Array.isArray(value) ? (value as T[]) : [];
}

export interface QuestionAnswer {
  q: string;
  a: string;
}
