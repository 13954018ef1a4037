/** `term` for LIKE and ILIKE, its `%`, `_` and `\` taken literally. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern that matches text containing `term` as typed. */
export const containing = (term: string) => `%${escapeLike(term)}%`;

/** A pattern that matches text starting with `term` as typed. */
export const startingWith = (term: string) => `${escapeLike(term)}%`;
