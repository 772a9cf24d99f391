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
      const allowed = Math.max(2, Math.ceil(candidate.length / 3));
      const contains = target.includes(lower) || lower.includes(target);
      // Words whose lengths differ by more than the distance allowed are that far apart at least:
      // a long word is not compared letter by letter with every candidate.
      const tooFar = Math.abs(target.length - lower.length) > allowed;
      return { candidate, allowed, score: contains ? 0.5 : tooFar ? Infinity : distance(lower, target) };
    })
    .filter(({ allowed, score }) => score <= allowed)
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/**
 * The path nearest to a misspelt one, as "/offers/winter-lanch" to "/offers/winter-launch": a typo in
 * its last part, among the paths of the same folder, or else a typo in its folder, among the folders
 * that hold that last part. The parts are compared, not whole paths: a long path would be allowed so
 * many letters of difference that any other path of its folder would be a typo away.
 */
export function nearestPath(path: string, paths: Iterable<string>): string | undefined {
  const folder = path.slice(0, path.lastIndexOf("/") + 1);
  const name = path.slice(folder.length);
  if (name === "") return undefined;
  const names: string[] = [];
  const folders: string[] = [];
  for (const candidate of paths) {
    const rest = candidate.slice(folder.length);
    if (candidate.startsWith(folder) && rest !== "" && !rest.includes("/")) names.push(rest);
    if (candidate.endsWith(`/${name}`)) folders.push(candidate.slice(0, -name.length));
  }
  const [sameFolder] = nearest(name, names, 1);
  if (sameFolder !== undefined) return `${folder}${sameFolder}`;
  const [otherFolder] = nearest(folder, folders, 1);
  return otherFolder === undefined ? undefined : `${otherFolder}${name}`;
}
