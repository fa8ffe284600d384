import { describe, expect, it } from 'vitest';
import { applyCorrections, CorrectionError } from '@/lib/agent/corrections';
import { patchAgentBodySchema } from '@/lib/agent/schemas';
import { defaultSettings } from '@/lib/agent/settings';
import { emptyExtractedInfo } from '@/lib/extract/types';

const agent = {
  name: 'Garage Dupont',
  phone: '+33 1 23 45 67 89',
  businessType: 'Garage auto',
  website: 'https://garage-dupont.fr/',
  timezone: 'Europe/Paris',
  extractedInfo: emptyExtractedInfo({
    phones: [{ e164: '+33123456789', display: '01 23 45 67 89' }],
    address: { formatted: '1 rue X, 75001 Paris', country: 'FR', postalCode: '75001' },
  }),
  settings: defaultSettings('fr'),
};

const parse = (body: unknown) => patchAgentBodySchema.parse(body);

describe('applyCorrections', () => {
  it('replaces facts with the owner’s, marks them, and rebuilds the prompt', () => {
    const out = applyCorrections(
      agent,
      parse({
        phones: ['01 98 76 54 32', '+32 2 123 45 67'],
        email: 'atelier@garage-dupont.fr',
        address: '3 avenue Y, 69003 Lyon',
        hours: [{ day: 'monday', opens: '08:00', closes: '18:00' }],
        services: [{ name: 'Vidange', price: '79 €' }],
        summary: 'Garage toutes marques.',
        settings: { tone: 'Direct', maxCallDuration: 7 },
      }),
    );
    expect(out.extractedInfo.phones).toEqual([
      { e164: '+33198765432', display: '01 98 76 54 32', source: 'owner' },
      { e164: '+3221234567', display: '+32 2 123 45 67', source: 'owner' },
    ]);
    expect(out.extractedInfo.address).toEqual({ formatted: '3 avenue Y, 69003 Lyon', country: 'FR', source: 'owner' });
    expect(out.extractedInfo.sources).toMatchObject({ phones: 'owner', email: 'owner', hours: 'owner', services: 'owner' });
    expect(out.settings).toEqual({ language: 'fr', tone: 'Direct', maxCallDuration: 7 });
    expect(out.prompt).toContain('- Lundi\u00a0: 08h00–18h00');
    expect(out.prompt).toContain('- Vidange\u00a0: 79 €');
    expect(out.prompt).toContain('atelier@garage-dupont.fr');
    expect(out.prompt).toContain('3 avenue Y, 69003 Lyon');
    expect(out.prompt).toContain('Ton\u00a0: Direct');
    expect(out.prompt).toContain('7 minutes');
    expect(out.prompt).toContain('le modèle du véhicule');
  });

  it('leaves untouched what the owner did not send', () => {
    const out = applyCorrections(agent, parse({ settings: { maxCallDuration: 3 } }));
    expect(out.extractedInfo.phones).toEqual(agent.extractedInfo.phones);
    expect(out.name).toBe('Garage Dupont');
    expect(out.settings.tone).toBe('Chaleureux et professionnel');
  });

  it('refuses numbers that cannot be dialled, naming the line', () => {
    try {
      applyCorrections(agent, parse({ phones: ['01 23 45 67 89', '12'] }));
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(CorrectionError);
      expect((err as CorrectionError).fields).toEqual({ 'phones.1': 'invalid_format' });
    }
  });
});

describe('patchAgentBodySchema', () => {
  it('rejects bad hours, durations, e-mails and empty bodies', () => {
    // A close before the open runs past midnight (next day); only an empty interval is refused.
    expect(patchAgentBodySchema.safeParse({ hours: [{ day: 'monday', opens: '18:00', closes: '09:00' }] }).success).toBe(true);
    expect(patchAgentBodySchema.safeParse({ hours: [{ day: 'friday', opens: '11:00', closes: '02:00' }] }).success).toBe(true);
    expect(patchAgentBodySchema.safeParse({ hours: [{ day: 'monday', opens: '09:00', closes: '09:00' }] }).success).toBe(false);
    expect(patchAgentBodySchema.safeParse({ hours: [{ day: 'monday', opens: '24:00', closes: '02:00' }] }).success).toBe(false);
    expect(patchAgentBodySchema.safeParse({ hours: [{ day: 'funday', opens: '09:00', closes: '10:00' }] }).success).toBe(false);
    expect(patchAgentBodySchema.safeParse({ hours: [{ day: 'monday', opens: '9h', closes: '10:00' }] }).success).toBe(false);
    expect(patchAgentBodySchema.safeParse({ settings: { maxCallDuration: 0 } }).success).toBe(false);
    expect(patchAgentBodySchema.safeParse({ settings: { maxCallDuration: 31 } }).success).toBe(false);
    expect(patchAgentBodySchema.safeParse({ email: 'nope' }).success).toBe(false);
    expect(patchAgentBodySchema.safeParse({}).success).toBe(false);
    expect(patchAgentBodySchema.safeParse({ hours: [{ day: 'friday', opens: '18:00', closes: '24:00' }] }).success).toBe(true);
    expect(patchAgentBodySchema.parse({ email: '' }).email).toBeNull();
  });
});
