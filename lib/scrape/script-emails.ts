// Small sites hide their e-mail from harvesters by assembling it in an inline script
// (`var user = 'contact', domain = 'example.fr'; el.innerHTML = user + '@' + domain;`). A browser
// shows the address; so do we, by evaluating only string literals, variables holding them and
// `+` between them: no code is run.

const ASSIGN = /\b([A-Za-z_$][\w$]*)\s*=\s*(['"`])([^'"`\\\n]{0,120})\2/g;
const CONCAT = /(?:(?:['"`][^'"`\\\n]{0,120}['"`]|[A-Za-z_$][\w$]*)\s*\+\s*){2,}(?:['"`][^'"`\\\n]{0,120}['"`]|[A-Za-z_$][\w$]*)/g;
const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}$/i;

export function emailsAssembledByScript(js: string): string[] {
  if (!js.includes('@') || !js.includes('+')) return [];
  const vars = new Map<string, string>();
  for (const m of js.matchAll(ASSIGN)) vars.set(m[1]!, m[3]!);
  const out: string[] = [];
  for (const m of js.matchAll(CONCAT)) {
    let value = '';
    let ok = true;
    for (const part of m[0].split(/\s*\+\s*/)) {
      const lit = /^(['"`])(.*)\1$/.exec(part.trim());
      if (lit) value += lit[2];
      else if (vars.has(part.trim())) value += vars.get(part.trim());
      else {
        ok = false;
        break;
      }
    }
    const email = value.trim().replace(/^mailto:/i, '');
    if (ok && EMAIL.test(email) && !out.includes(email.toLowerCase())) out.push(email.toLowerCase());
  }
  return out;
}
