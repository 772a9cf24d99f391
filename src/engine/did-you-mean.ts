/** Edit distance between two words: how many letters to add, remove or change. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** The candidates closest to a misspelt word, nearest first; only those a typo away. */
export function nearest(word: string, candidates: readonly string[], limit = 3): string[] {
  const lower = word.toLowerCase();
  return candidates
    .map((candidate) => {
      const target = candidate.toLowerCase();
      const contains = target.includes(lower) || lower.includes(target);
      return { candidate, score: contains ? 0.5 : distance(lower, target) };
    })
    .filter(({ candidate, score }) => score <= Math.max(2, Math.ceil(candidate.length / 3)))
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
