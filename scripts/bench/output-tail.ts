/**
 * The last `size` bytes of a child's output, copied into one buffer round and round, and made text
 * only when asked. Under load our server logs megabytes a second to the bench through a pipe, and
 * its log is written synchronously: the bench keeping that output as texts, or as the chunks it came
 * in, slowed the bench enough that the server waited on the pipe: on Node 26 one round in three of
 * /menu without gzip had a p99 of 47–49 ms, in each of three runs. Kept this way, not kept at all,
 * or written to a file instead, no round's p99 was above 2.6 ms, in six runs.
 */
export function outputTail(size: number): { keep: (chunk: Buffer) => void; text: () => string } {
  const kept = Buffer.alloc(size);
  let end = 0;
  let wrapped = false;
  return {
    keep(chunk) {
      const data = chunk.length > size ? chunk.subarray(chunk.length - size) : chunk;
      const first = Math.min(data.length, size - end);
      data.copy(kept, end, 0, first);
      end += first;
      if (first < data.length) {
        data.copy(kept, 0, first);
        end = data.length - first;
        wrapped = true;
      } else if (end === size) {
        end = 0;
        wrapped = true;
      }
    },
    text: () => (wrapped ? Buffer.concat([kept.subarray(end), kept.subarray(0, end)]) : kept.subarray(0, end)).toString(),
  };
}
