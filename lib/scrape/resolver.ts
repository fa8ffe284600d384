import { lookup } from 'node:dns/promises';

// Name resolution is injectable: tests simulate "a public-looking name that resolves to 127.0.0.1"
// (or a rebinding answer) without touching real DNS.

export type ResolvedAddress = { address: string; family: number };
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

/** Every address the system resolver returns (A and AAAA), so a policy can refuse if ANY is bad. */
export const systemResolver: Resolver = async (host) => {
  const answers = await lookup(host, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family }));
};
