import { request } from 'undici';

/** The samples of one query shape: their times (ms), or why a sample failed (sampling stops there). */
export type TQuerySamples = { times: number[]; failure: string | null };

/**
 * Sends one GET `warmUps + samples` times, one at a time, and times each answer to its last byte (warm-ups not
 * kept). A non-200 answer or none ends the shape with a failure naming the status, the time and the start of
 * the body (a gateway 504 says which limit it hit), so a bench reports it and goes on with the next shape.
 */
export const sampleQuery = async (
  url: string,
  headers: Record<string, string>,
  options: { samples: number; warmUps: number },
): Promise<TQuerySamples> => {
  const times: number[] = [];
  for (let sample = -options.warmUps; sample < options.samples; sample += 1) {
    const started = performance.now();
    try {
      const response = await request(url, { headers });
      const body = await response.body.text();
      const took = performance.now() - started;
      if (response.statusCode !== 200) {
        const at = sample < 0 ? `warm-up ${sample + options.warmUps + 1}` : `sample ${sample + 1}`;
        return {
          times,
          failure: `${at} answered ${response.statusCode} after ${took.toFixed(0)} ms: ${body.slice(0, 200)}`,
        };
      }
      if (sample >= 0) times.push(took);
    } catch (error) {
      return {
        times,
        failure: `no answer after ${(performance.now() - started).toFixed(0)} ms: ${(error as Error).message}`,
      };
    }
  }
  return { times, failure: null };
};
