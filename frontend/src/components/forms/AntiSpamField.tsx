import { useCallback, useState } from 'react';
import { checkAntiSpamAnswer, createAntiSpamQuestion, type AntiSpamQuestion } from '@shop/domain';
import { useT } from '../../app/RouteContext';
import { TextField } from './Field';

export interface AntiSpam {
  question: AntiSpamQuestion;
  answer: string;
  setAnswer: (value: string) => void;
  /** invalidAntiSpamMessage or null. */
  check: () => string | null;
  /** A new question and an empty answer. */
  renew: () => void;
}

/** The login's arithmetic question: two random numbers 1–10 joined by plus or minus. */
export function useAntiSpam(): AntiSpam {
  const [question, setQuestion] = useState(() => createAntiSpamQuestion(Math.random));
  const [answer, setAnswer] = useState('');
  const check = useCallback(() => checkAntiSpamAnswer(question, answer), [question, answer]);
  const renew = useCallback(() => {
    setQuestion(createAntiSpamQuestion(Math.random));
    setAnswer('');
  }, []);
  return { question, answer, setAnswer, check, renew };
}

export function AntiSpamField({ antiSpam, error, id }: { antiSpam: AntiSpam; error?: string | null; id?: string }) {
  const t = useT();
  const { question } = antiSpam;
  return (
    <TextField
      id={id}
      className="field--antispam"
      label={t('antiSpamLabel', { a: question.a, operator: question.operator === '+' ? '+' : '−', b: question.b })}
      value={antiSpam.answer}
      onValueChange={antiSpam.setAnswer}
      error={error}
      inputMode="numeric"
      autoComplete="off"
      name="antiSpam"
      required
      hint={t('antiSpamHint')}
    />
  );
}
