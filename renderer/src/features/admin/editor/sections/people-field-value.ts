/** The ids a people field holds, in order: its value is the stored members, `{ personId }` each. */
export function personIdsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((member: unknown) => {
    const id = typeof member === 'object' && member !== null ? (member as { personId?: unknown }).personId : undefined;
    return typeof id === 'number' ? [id] : [];
  });
}
