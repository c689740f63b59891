import { useCallback, useEffect, useState } from 'react';
import { checkAntiSpamAnswer, createAntiSpamQuestion, type AntiSpamQuestion } from '@shop/domain';
import { useT } from '../../app/RouteContext';
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

/** A fixed first question: the server and the hydrating browser must render the same one. */
const FIRST_QUESTION_DRAW = () => 0.5;

/**
 * The login's arithmetic question: two random numbers 1–10 joined by plus or minus. The first render (on the
 * server, and the browser's hydration of it) shows a fixed question; the browser draws a random one as soon as
 * the form is mounted.
 */
export function useAntiSpam(): AntiSpam {
  const [question, setQuestion] = useState(() => createAntiSpamQuestion(FIRST_QUESTION_DRAW));
  const [answer, setAnswer] = useState('');
  useEffect(() => setQuestion(createAntiSpamQuestion(Math.random)), []);
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
