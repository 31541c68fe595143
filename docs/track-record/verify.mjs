#!/usr/bin/env node
// Checks a Signal Desk public track record: node verify.mjs <page.json ...> | <https://host/api/public/track-record/app>
// Exits 0 and prints the head when every link follows the previous one and hashes its entry; else exits 1
// naming the first bad link. Node 20 or later, no dependencies. The rule: docs/track-record/README.md.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Keys sorted, no whitespace, strings as JSON.stringify writes them, integers only (decimals are strings). */
export function canonical(v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(',')}}`;
  if (typeof v === 'number' && !Number.isSafeInteger(v)) throw new Error(`not an integer: ${v}`);
  return JSON.stringify(v);
}

async function pages(args) {
  if (!args[0]?.startsWith('http')) return args.map((file) => JSON.parse(readFileSync(file, 'utf8')).data);
  const all = [];
  for (let from = 1; from !== null; from = all.at(-1).next)
    all.push((await (await fetch(`${args[0]}?from=${from}`)).json()).data);
  return all;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let prev = '0'.repeat(64);
  const all = await pages(process.argv.slice(2));
  const links = all.flatMap((page) => page.links);
  for (const [i, link] of links.entries()) {
    const hash = createHash('sha256')
      .update(prev + canonical(link.entry))
      .digest('hex');
    if (link.seq !== i + 1 || link.entry.seq !== link.seq || link.prevHash !== prev || link.hash !== hash) {
      console.error(`link ${link.seq} is not valid: the history was changed at or before it`);
      process.exit(1);
    }
    prev = hash;
  }
  const stated = all.at(-1)?.head;
  if (stated?.seq === links.length && stated.hash !== prev) {
    console.error(`the links do not lead to the head the server states, ${stated.hash}`);
    process.exit(1);
  }
  console.log(`ok: ${links.length} links, head ${prev}`);
}
