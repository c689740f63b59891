import { useCallback, useState } from 'react';
import { checkAntiSpamAnswer, createAntiSpamQuestion, mulberry32, type AntiSpamQuestion } from '@shop/domain';
import { useHydrated } from '../../app/hydration';
import { useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { TextField } from './Field';
import type { FormFlow } from './FormFlow';

export interface AntiSpam {
  question: AntiSpamQuestion;
  answer: string;
  setAnswer: (value: string) => void;
  /** invalidAntiSpamMessage or null. */
  check: () => string | null;
  /** A new question and an empty answer. */
  renew: () => void;
}

/** Name of the render seed the server-rendered question is drawn from (ssr/render-seeds.ts). */
export const ANTI_SPAM_SEED = 'antiSpam';

/**
 * The login's arithmetic question: two random numbers 1–10 joined by plus or minus. A form rendered on the
 * server draws it from a seed the server picked at random for that render; the seed travels with the page, so
 * the browser's hydration draws the same question and the one the visitor reads stays. A form mounted in the
 * browser (the login modal, a client-side navigation) draws its own; a wrong answer draws a new one. The
 * answer is checked in the browser only: the login API never sees it (guessing passwords is slowed down by the
 * login throttle, not by this question).
 */
export function useAntiSpam(): AntiSpam {
  const { renderSeeds } = useStores();
  const hydrated = useHydrated();
  const [question, setQuestion] = useState(() => {
    const seed = hydrated ? null : renderSeeds.seed(ANTI_SPAM_SEED);
    return createAntiSpamQuestion(seed === null ? Math.random : mulberry32(seed));
  });
  const [answer, setAnswer] = useState('');
  const check = useCallback(() => checkAntiSpamAnswer(question, answer), [question, answer]);
  const renew = useCallback(() => {
    setQuestion(createAntiSpamQuestion(Math.random));
    setAnswer('');
  }, []);
  return { question, answer, setAnswer, check, renew };
}

/** The question as a field; with `flow` a shown error is re-checked while typing. */
export function AntiSpamField({ antiSpam, id, flow }: { antiSpam: AntiSpam; id?: string; flow: Pick<FormFlow, 'errors' | 'setFieldError'> }) {
  const t = useT();
  const { question } = antiSpam;
  return (
    <TextField
      id={id}
      className="field--antispam"
      label={t('antiSpamLabel', { a: question.a, operator: question.operator === '+' ? '+' : '−', b: question.b })}
      value={antiSpam.answer}
      onValueChange={(value) => {
        antiSpam.setAnswer(value);
        if (flow.errors.antiSpam) flow.setFieldError('antiSpam', checkAntiSpamAnswer(antiSpam.question, value));
      }}
      error={flow.errors.antiSpam}
      inputMode="numeric"
      autoComplete="off"
      name="antiSpam"
      required
      hint={t('antiSpamHint')}
    />
  );
}
