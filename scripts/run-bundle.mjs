/* global process */
import { Buffer } from "node:buffer";
import { hash } from "node:crypto";
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";

/**
 * The code cache of a bundle: V8's compiled code for it, kept beside it under the hash of its text.
 * V8 itself checks only the length of the text a cache was made for, so the name must tell texts of
 * the same length apart: a cache is used for the very text it was made from, or not at all.
 */
const codeCacheFile = (file, source) => `${file}.${hash("sha1", source)}.code-cache`;

/** A code cache file starts with the SHA-256 of the compiled code after it: V8 runs it only as it was written. */
const digestLength = 32;

/** The compiled code in a code cache file, when it is as it was written; else undefined. */
function readCodeCache(cacheFile) {
  let bytes;
  try {
    bytes = readFileSync(cacheFile);
  } catch {
    return undefined; // No cache yet: this run makes it.
  }
  const code = bytes.subarray(digestLength);
  return hash("sha256", code, "buffer").equals(bytes.subarray(0, digestLength)) ? code : undefined;
}

/** Writes the code cache of a script that has run, and removes the caches of the bundle's earlier texts. */
function keepCodeCache(script, file, cacheFile) {
  const folder = path.dirname(file);
  const stale = (name) => name.startsWith(`${path.basename(file)}.`) && name.endsWith(".code-cache");
  for (const name of readdirSync(folder)) if (stale(name)) rmSync(path.join(folder, name), { force: true });
  // Whole or not at all: a command started meanwhile reads the whole cache or none.
  const partial = `${cacheFile}.${process.pid}.part`;
  const code = script.createCachedData();
  writeFileSync(partial, Buffer.concat([hash("sha256", code, "buffer"), code]));
  renameSync(partial, cacheFile);
}

/**
 * Runs a CommonJS bundle as node would run it, with V8's code cache: node 20 compiles a script of a
 * megabyte on every start (20 ms for the engine), then each function the first time it is called.
 * The first run keeps the code compiled by the time it exits, functions called included, and the
 * runs after it start from that code. The cache is made again when the bundle changes, or when V8
 * refuses it (another version of node, or other V8 flags). A script compiled from a code cache
 * cannot import() in node 20 (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING): a bundle that imports ES
 * modules runs with `codeCache: false`, as node loads it.
 */
export function runBundle(bundle, { codeCache = true } = {}) {
  const file = path.resolve(bundle);
  if (!codeCache) {
    createRequire(file)(file);
    return;
  }
  const source = readFileSync(file, "utf8");
  const cacheFile = codeCacheFile(file, source);
  const cachedData = readCodeCache(cacheFile);
  // node's own wrapper of a CommonJS module, on the first line, so that lines in stack traces stay right.
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new vm.Script(wrapped, { filename: file, cachedData });
  if (cachedData === undefined || script.cachedDataRejected) {
    process.once("exit", () => keepCodeCache(script, file, cacheFile));
  }
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
}
