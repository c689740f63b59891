import { createAntiSpamQuestion, mulberry32 } from '@shop/domain';
import { randomSeed, RenderSeeds } from './render-seeds';

describe('RenderSeeds: the random seeds a server render shares with its hydration', () => {
  it('the server draws a seed once per name and render, and hands on every seed it used', () => {
    const draws = [11, 22];
    const server = new RenderSeeds({}, () => draws.shift()!);
    expect(server.seed('antiSpam')).toBe(11);
    expect(server.seed('antiSpam')).toBe(11);
    expect(server.used).toEqual({ antiSpam: 11 });
    expect(server.seed('other')).toBe(22);
    expect(server.used).toEqual({ antiSpam: 11, other: 22 });
  });

  it('the hydrating browser answers the server’s seeds and never invents one', () => {
    const browser = new RenderSeeds({ antiSpam: 11, broken: Number.NaN });
    expect(browser.seed('antiSpam')).toBe(11);
    expect(browser.seed('broken')).toBeNull();
    expect(browser.seed('unknown')).toBeNull();
  });

  it('the same seed draws the same arithmetic question on both sides; seeds differ from render to render', () => {
    const seed = randomSeed();
    expect(Number.isSafeInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
    const server = new RenderSeeds({}, () => seed);
    const rendered = createAntiSpamQuestion(mulberry32(server.seed('antiSpam')!));
    const browser = new RenderSeeds(server.used);
    expect(createAntiSpamQuestion(mulberry32(browser.seed('antiSpam')!))).toEqual(rendered);
    // 20 renders: the questions are not all the same (the old server render always showed one fixed question).
    const texts = new Set(Array.from({ length: 20 }, () => createAntiSpamQuestion(mulberry32(randomSeed())).text));
    expect(texts.size).toBeGreaterThan(1);
  });
});
