import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { codeInputs } from "../../src/engine/code/source-hash";
import { fixturesRoot } from "./fixture-site";
import { projectRoot } from "./site-kit";

/**
 * A copy of this project in a folder of its own inside a temporary one: its code and commands, the small
 * valid site of the fixtures, a README, docs/, tests/ and a .git folder, with node_modules linked. For commands
 * that would harm the project they run in, were they wrong.
 */
export async function copyOfProject(): Promise<string> {
  const root = path.join(await mkdtemp(path.join(tmpdir(), "project-")), "project");
  for (const input of codeInputs.filter((entry) => existsSync(path.join(projectRoot, entry))))
    await cp(path.join(projectRoot, input), path.join(root, input), { recursive: true });
  await cp(path.join(fixturesRoot, "base"), root, { recursive: true });
  for (const file of ["README.md", "docs/scale.md", "tests/helpers", "tests/fixtures", "bin", "scripts"])
    await cp(path.join(projectRoot, file), path.join(root, file), { recursive: true });
  await mkdir(path.join(root, ".git"));
  await writeFile(path.join(root, ".git/HEAD"), "ref: refs/heads/main\n");
  await symlink(path.join(projectRoot, "node_modules"), path.join(root, "node_modules"));
  return root;
}
