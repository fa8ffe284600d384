import { describe, expect, it } from 'vitest';
import { correctionPatch, toForm, type EditableAgent } from '@/app/[locale]/agent/editor-form';
import { emptyExtractedInfo } from '@/lib/extract/types';

// The corrections form sends only the facts the owner changed: each fact it sends becomes the
// owner's and is kept when the agent re-reads its website; the others must keep following the site.

const agent: EditableAgent = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Cycles Martin',
  phone: '+33 5 56 00 00 00',
  extractedInfo: emptyExtractedInfo({
    phones: [{ e164: '+33556000000', display: '05 56 00 00 00' }],
    email: 'atelier@cycles.example',
    address: { formatted: '4 cours de la Marne, Bordeaux' },
    summary: 'Réparation de vélos.',
    hours: [{ day: 'tuesday', opens: '09:00', closes: '18:00' }],
    services: [{ name: 'Révision', price: '45 €' }],
  }),
  settings: { language: 'fr', tone: 'Chaleureux', maxCallDuration: 5 },
};

describe('correctionPatch', () => {
  it('sends name, phone and settings but no fact when the owner changed none', () => {
    const opened = toForm(agent);
    const body = correctionPatch(opened, { ...opened, tone: 'Direct' }, agent.extractedInfo.hours);
    expect(body).toEqual({ name: 'Cycles Martin', phone: '+33 5 56 00 00 00', settings: { tone: 'Direct', maxCallDuration: 5 } });
  });

  it('sends exactly the facts whose text changed, spaces around them aside', () => {
    const opened = toForm(agent);
    const form = {
      ...opened,
      address: '  12 rue Sainte-Catherine, Bordeaux ',
      email: `${opened.email}  `,
      services: `${opened.services}\nPose de garde-boue | 15 €`,
    };
    const body = correctionPatch(opened, form, agent.extractedInfo.hours);
    expect(Object.keys(body).sort()).toEqual(['address', 'name', 'phone', 'services', 'settings']);
    expect(body.address).toBe('12 rue Sainte-Catherine, Bordeaux');
    expect(body.services).toEqual([
      { name: 'Révision', price: '45 €' },
      { name: 'Pose de garde-boue', price: '15 €' },
    ]);
  });

  it('sends the hours when one day changed, and a cleared field as null', () => {
    const opened = toForm(agent);
    const hours = [{ day: 'wednesday' as const, opens: '10:00', closes: '12:00' }];
    const body = correctionPatch(opened, { ...opened, hours: { ...opened.hours, wednesday: '10:00-12:00' }, summary: '' }, hours);
    expect(body.hours).toEqual(hours);
    expect(body.summary).toBeNull();
    expect('phones' in body).toBe(false);
  });
});
