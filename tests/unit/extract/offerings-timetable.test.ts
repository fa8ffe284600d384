import { describe, expect, it } from 'vitest';
import { extractBusinessInfo } from '@/lib/extract';
import { parsePages } from '@/lib/extract/pages';
import { timetableClasses } from '@/lib/extract/offerings/timetable';

// Cases written for these tests (no page copied): classes named only in a week's timetable, in
// div slots and in table rows; opening-hours tables and price rows are not timetables.

const classes = (html: string) => timetableClasses(parsePages(html, 'https://studio.example.com/')[0]!);

describe('classes named in a timetable', () => {
  it('reads the name after the time in repeated div slots, not the teacher after it', () => {
    const html = `<h2>This week</h2>
      <div class="day"><h3>Monday</h3>
        <div class="slot"><span>6:15 PM</span><span>Barre Basics</span><span>Nina</span></div>
        <div class="slot"><span>8:00 PM</span><span>Stretch Lab</span><span>Omar</span></div></div>
      <div class="day"><h3>Tuesday</h3>
        <div class="slot"><span>7:00 AM</span><span>Barre Basics</span><span>Nina</span></div>
        <div class="slot"><span>12:30 PM</span><span>Lunchtime Core</span><span>Omar</span></div></div>`;
    expect(classes(html)).toEqual(['Barre Basics', 'Stretch Lab', 'Lunchtime Core']);
  });

  it('reads a French table timetable (time, class, teacher)', () => {
    const html = `<table><tr><th>Heure</th><th>Cours</th><th>Prof</th></tr>
      <tr><td>9h30</td><td>Aquagym douce</td><td>Léa</td></tr>
      <tr><td>10h30 – 11h15</td><td>Natation adultes</td><td>Marc</td></tr>
      <tr><td>18h</td><td>Bébés nageurs</td><td>Léa</td></tr></table>`;
    expect(classes(html)).toEqual(['Aquagym douce', 'Natation adultes', 'Bébés nageurs']);
  });

  it('leaves an opening-hours table, a price list and a single repeated label', () => {
    const hours = `<table><tr><td>Lundi</td><td>9:00</td><td>18:00</td></tr><tr><td>Mardi</td><td>9:00</td><td>18:00</td></tr>
      <tr><td>Mercredi</td><td>9:00</td><td>Fermé</td></tr><tr><td>Jeudi</td><td>9h</td><td>12h</td></tr></table>`;
    expect(classes(hours)).toEqual([]);
    const prices = `<ul><li><span>Cut</span><span>$30</span></li><li><span>Colour</span><span>$60</span></li><li><span>Blow-dry</span><span>$25</span></li></ul>`;
    expect(classes(prices)).toEqual([]);
    const same = `<div><p><b>8:00</b><i>Open</i></p><p><b>9:00</b><i>Open</i></p><p><b>10:00</b><i>Open</i></p></div>`;
    expect(classes(same)).toEqual([]);
  });

  it('needs a repeated row: two slots are not a timetable', () => {
    const html = `<div class="slot"><span>7:00 AM</span><span>Spin</span></div><div class="slot"><span>8:00 AM</span><span>Row</span></div>`;
    expect(classes(html)).toEqual([]);
  });

  it('gives the timetable classes as services of a studio site', () => {
    const html = `<html lang="en"><body><h1>Harbour Pilates</h1><p>A small studio by the harbour.</p>
      <h2>Timetable</h2><div class="week">
      <div class="row"><span>07:00</span><span>Reformer Flow</span><span>Ana</span></div>
      <div class="row"><span>09:30</span><span>Mat Pilates</span><span>Joe</span></div>
      <div class="row"><span>18:00</span><span>Reformer Flow</span><span>Ana</span></div></div></body></html>`;
    const names = (extractBusinessInfo(html, { locale: 'en', baseUrl: 'https://studio.example.com/' }).services ?? []).map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Reformer Flow', 'Mat Pilates']));
  });
});
