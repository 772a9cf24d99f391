import { svgProblems, type SvgProblem } from "../read/public/svg-check";

/**
 * Each SVG's problems by its whole text, for a process that loads the site again and again (the dev
 * server, the studio on every keystroke) with public/ unchanged: the check parses the drawing, and
 * most of a warm load was spent checking the same drawings again. Keyed by the text itself, so an
 * answer is never stale; forgotten all at once past a bound, so a long session holds no more than
 * a site's worth.
 */
const remembered = new Map<string, readonly SvgProblem[]>();
const rememberedAtMost = 4096;

export function rememberedSvgProblems(text: string): readonly SvgProblem[] {
  let problems = remembered.get(text);
  if (!problems) {
    if (remembered.size >= rememberedAtMost) remembered.clear();
    problems = svgProblems(text);
    remembered.set(text, problems);
  }
  return problems;
}
