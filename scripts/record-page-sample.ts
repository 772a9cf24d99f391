/**
 * The paths of `routes` with per-record pages thinned out, for checks that visit every route in a
 * browser: of each family of paths ending in a record id (/blog/1 … /blog/38), only the first, a
 * middle one and the last stay. Those pages share one template and one set of blocks; visiting 98 of
 * them would add minutes for no new coverage.
 */
export function sampleRecordPages<Value>(routes: Map<string, Value>): Map<string, Value> {
  const families = new Map<string, string[]>();
  for (const route of routes.keys()) {
    const match = /^(.*)\/(\d+)$/.exec(route);
    if (!match?.[1]) continue;
    families.set(match[1], [...(families.get(match[1]) ?? []), route]);
  }
  const dropped = new Set<string>();
  for (const members of families.values()) {
    const byId = members.sort((a, b) => Number(a.split("/").pop()) - Number(b.split("/").pop()));
    const keep = new Set([byId[0], byId[Math.floor((byId.length - 1) / 2)], byId[byId.length - 1]]);
    for (const route of byId) if (!keep.has(route)) dropped.add(route);
  }
  return new Map([...routes].filter(([route]) => !dropped.has(route)));
}
