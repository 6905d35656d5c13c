import { describe, expect, it } from 'vitest';
import { countLinks, isShouting, scoreContent } from './content-score';

describe('scoreContent', () => {
  it('gives an ordinary enquiry no points, one link to their own site included', () => {
    expect(
      scoreContent(
        'We were hit by ransomware last week and the attackers want bitcoin. See https://harbour.example for who we are.',
      ),
    ).toEqual({ score: 0, reasons: [] });
  });

  it('counts http, https and www links, more of them scoring more', () => {
    expect(countLinks('http://a.example https://b.example www.c.example wwwx.example')).toBe(3);
    expect(scoreContent('see http://a.example and http://b.example').score).toBe(1);
    expect(scoreContent('http://a.example http://b.example http://c.example')).toEqual({
      score: 3,
      reasons: ['It holds 3 links'],
    });
    expect(scoreContent('http://a.x http://b.x http://c.x http://d.x http://e.x').score).toBe(5);
  });

  it('recognises each kind of spam phrasing, case-insensitively', () => {
    const samples: [string, string][] = [
      ['We sell high quality BACKLINKS for your site', 'an SEO or backlink offer'],
      ['Get your website on the first page of Google', 'an SEO or backlink offer'],
      ['Join our crypto trading signals group', 'a crypto or trading scheme'],
      ['Claim your casino bonus and free spins', 'gambling'],
      ['Cheap Viagra delivered overnight', 'pharmacy spam'],
      ['Make money fast working two hours a day', 'a get-rich offer'],
      ['Hot singles are waiting', 'adult content'],
    ];
    for (const [text, label] of samples) {
      expect(scoreContent(text).reasons, text).toContain(`It reads like ${label}`);
    }
  });

  it('adds up distinct patterns, so two of them reach the threshold', () => {
    expect(scoreContent('online casino and cheap cialis').score).toBe(6);
  });

  it('scores forum or HTML link markup on its own', () => {
    expect(scoreContent('nice site [url=http://spam.example]click[/url]')).toMatchObject({ score: 5 });
    expect(scoreContent('<a href="http://spam.example">click</a>').reasons).toContain(
      'It holds links in forum or HTML markup',
    );
  });

  it('calls long stretches of capitals shouting, but not short acronyms', () => {
    expect(isShouting('URGENT!!! CONTACT US NOW FOR THE BEST OFFER EVER')).toBe(true);
    expect(isShouting('We need a SOC 2 and ISO 27001 gap analysis for our AWS and GCP estates.')).toBe(false);
    expect(isShouting('OK THANKS')).toBe(false);
  });

  it('does not hold another script against anyone, nor a mix of scripts', () => {
    expect(scoreContent('Здравствуйте, нам нужен аудит безопасности облака. Our CISO is copied.').score).toBe(0);
    expect(scoreContent('我们需要零信任评估。Thank you, Wei').score).toBe(0);
  });
});
