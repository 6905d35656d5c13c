/**
 * Something built from the database once and kept until a change makes it stale (the sitemap, the feed). A failed
 * build, or one that began before a change, is not kept for the next request, so nothing built from what a change
 * replaced is served after it.
 */
export function keptBuild<Value>(build: () => Promise<Value>) {
  let built: Promise<Value> | null = null;
  let generation = 0;
  return {
    read(): Promise<Value> {
      if (built) return built;
      const startedIn = generation;
      const building = build();
      built = building;
      void building.then(
        () => startedIn !== generation && built === building && (built = null),
        () => built === building && (built = null),
      );
      return building;
    },
    drop(): void {
      generation += 1;
      built = null;
    },
  };
}
