/** The columns an edit changed, for the audit log (timestamps always change and say nothing). */
export function changedFields<Row extends object>(before: Row, after: Row): (keyof Row)[] {
  return (Object.keys(after) as (keyof Row)[]).filter(
    (key) =>
      key !== 'updatedAt' &&
      key !== 'createdAt' &&
      JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** A list's quick change logged by what it did: publish, unpublish, or an ordinary update. */
export function patchAction(entity: string, patch: { isPublished?: boolean }): string {
  if (patch.isPublished === undefined || Object.keys(patch).length > 1) return `${entity}.update`;
  return patch.isPublished ? `${entity}.publish` : `${entity}.unpublish`;
}
