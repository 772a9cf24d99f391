/** Maps items with an async function, at most `limit` at a time, keeping the items' order. */
export async function parallelMap<T, R>(items: T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  const queue = items.map((item, index) => ({ item, index }));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) results[job.index] = await map(job.item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
