import { describe, expect, it } from 'vitest';
import { hostAllowed, linkedHosts, DEFAULT_LINK_ALLOWLIST, checkAllowedSite } from './moderation-settings';
import { riskPhrase, suggestsRisk } from './safety';
import { checkWatchedPhrase, matchWatchedWords, normaliseForMatching } from './watched-words';

describe('normaliseForMatching', () => {
  it('lowers case, strips accents, collapses repeated letters and turns punctuation into single spaces', () => {
    expect(normaliseForMatching('  Sooo   CAFÉ!!  naïve...')).toBe('so cafe naive');
    expect(normaliseForMatching('self-harm')).toBe('self harm');
  });
});

describe('matchWatchedWords', () => {
  const words = [
    { phrase: 'crypto', action: 'hold' as const },
    { phrase: 'ass', action: 'block' as const },
    { phrase: 'buy now', action: 'flag' as const },
  ];

  it('matches whole words and phrases whatever the case, accents, stretched letters or punctuation', () => {
    expect(matchWatchedWords('CRYPTOOO is great', words).map((w) => w.phrase)).toEqual(['crypto']);
    expect(matchWatchedWords('Buy... NOW!', words).map((w) => w.phrase)).toEqual(['buy now']);
    expect(matchWatchedWords('what an Åss', words).map((w) => w.phrase)).toEqual(['ass']);
  });

  it('never matches inside another word', () => {
    expect(matchWatchedWords('my swimming class and cryptocurrency', words)).toEqual([]);
    expect(matchWatchedWords('buying nowhere', words)).toEqual([]);
  });

  it('refuses an entry with fewer than 2 letters or digits', () => {
    expect(checkWatchedPhrase('!')).not.toBeNull();
    expect(checkWatchedPhrase('ok')).toBeNull();
  });
});

describe('safety phrases', () => {
  it('finds the built-in phrases however they are written, and the team’s own', () => {
    expect(riskPhrase('Some days I want to DIEEE')).toBe('want to die');
    expect(suggestsRisk('I keep thinking about self-harm')).toBe(true);
    expect(suggestsRisk('I feel so alone tonight')).toBe(false);
    expect(suggestsRisk('I feel so alone tonight', ['so alone'])).toBe(true);
  });

  it('is not set off by ordinary words that contain a phrase', () => {
    expect(suggestsRisk('the baby wants to diet? no, wants to dine')).toBe(false);
  });
});

describe('links', () => {
  it('finds the sites a post links to, with a scheme or www.', () => {
    expect(linkedHosts('See https://Shop.Example.com/deal?x=1 and www.spam.net. Also mum.com')).toEqual(['shop.example.com', 'spam.net']);
  });

  it('allows a listed site and its subdomains, nothing else', () => {
    expect(hostAllowed('raisingchildren.net.au', DEFAULT_LINK_ALLOWLIST)).toBe(true);
    expect(hostAllowed('shop.raisingchildren.net.au', DEFAULT_LINK_ALLOWLIST)).toBe(true);
    expect(hostAllowed('fakeraisingchildren.net.au', DEFAULT_LINK_ALLOWLIST)).toBe(false);
  });

  it('takes bare domain names only in the allowlist', () => {
    expect(checkAllowedSite('panda.org.au')).toBeNull();
    expect(checkAllowedSite('https://panda.org.au')).not.toBeNull();
    expect(checkAllowedSite('localhost')).not.toBeNull();
  });
});
