import { describe, expect, it } from 'vitest';
import { findTransferPhone } from '@/lib/voice/local/agent-chat';
import { splitForSpeech } from '@/lib/voice/local/speech-output';
import { agentCallStatusKey, demoStatusKey } from '@/components/voice/status';
import { classifyMicError } from '@/lib/voice/audio';

describe('splitForSpeech', () => {
  it('keeps short replies whole and groups sentences up to the limit', () => {
    expect(splitForSpeech('Bonjour. Comment allez-vous ?')).toEqual(['Bonjour. Comment allez-vous ?']);
    const long = Array.from({ length: 12 }, (_, i) => `Phrase numéro ${i} assez longue pour compter.`).join(' ');
    const chunks = splitForSpeech(long, 120);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.every((c) => c.length <= 120)).toBe(true);
    expect(chunks.join(' ')).toBe(long);
  });
  it('cuts a single overlong sentence on spaces', () => {
    const chunks = splitForSpeech('mot '.repeat(200).trim(), 100);
    expect(chunks.every((c) => c.length <= 100)).toBe(true);
    expect(chunks.join(' ').split(' ')).toHaveLength(200);
  });
  it('returns nothing for blank text', () => {
    expect(splitForSpeech('   ')).toEqual([]);
  });
});

describe('findTransferPhone', () => {
  it('finds the engine transfer action', () => {
    expect(findTransferPhone([{ type: 'book' }, { type: 'transfer', phone: '+33 1 23 45 67 89' }])).toBe('+33 1 23 45 67 89');
  });
  it('falls back to the business number when the action has none', () => {
    expect(findTransferPhone([{ type: 'transfer' }], '+33 9 99')).toBe('+33 9 99');
  });
  it('ignores other actions', () => {
    expect(findTransferPhone([{ type: 'message' }, null, 'x'])).toBeNull();
    expect(findTransferPhone(undefined)).toBeNull();
  });
});

describe('widget state machines', () => {
  it('demo card: ready → connecting → listening ⇄ agent speaking → ready', () => {
    expect(demoStatusKey('idle', false)).toBe('ready');
    expect(demoStatusKey('connecting', false)).toBe('connecting');
    expect(demoStatusKey('active', false)).toBe('listening');
    expect(demoStatusKey('active', true)).toBe('agentSpeaking');
    expect(demoStatusKey('idle', true)).toBe('ready');
  });
  it('agent test call: "Vous parlez..." while the user speaks, even over the agent', () => {
    expect(agentCallStatusKey('idle', false, false)).toBe('ready');
    expect(agentCallStatusKey('connecting', true, false)).toBe('connecting');
    expect(agentCallStatusKey('active', false, false)).toBe('listening');
    expect(agentCallStatusKey('active', true, true)).toBe('userSpeaking');
    expect(agentCallStatusKey('active', false, true)).toBe('agentSpeaking');
  });
});

describe('microphone errors', () => {
  it('tells denied from absent', () => {
    expect(classifyMicError(Object.assign(new Error('x'), { name: 'NotAllowedError' }))).toBe('mic-denied');
    expect(classifyMicError({ name: 'SecurityError' })).toBe('mic-denied');
    expect(classifyMicError(Object.assign(new Error('x'), { name: 'NotFoundError' }))).toBe('mic-absent');
    expect(classifyMicError(new Error('whatever'))).toBe('mic-absent');
  });
});
