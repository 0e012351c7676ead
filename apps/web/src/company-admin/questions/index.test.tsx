import type { QuestionItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/lang';
import { mockApi } from '../../shared/test-utils';
import { renderScreen, setUpScreenTests } from '../../test/screen';
import { plainExcerpt } from './columns';
import QuestionsScreen from './index';

const user = setUpScreenTests();

beforeAll(async () => {
  // The editor's chunk loads once here rather than inside the first test that shows it.
  await import('../../shared/fields/rich-text-editor');
});

const stored: QuestionItem = { id: 4, question: 'What is the ticker?', answer: '<p>4163</p>', locale: 'en' };

function questionsApi() {
  return mockApi([
    { path: '/admin/investor_relation_questions', respond: () => ({ body: { data: [stored], total: 1 } }) },
    { path: '/admin/investor_relation_questions/4', respond: () => ({ body: { data: stored } }) },
    {
      method: 'POST',
      path: '/admin/investor_relation_questions',
      respond: () => ({ status: 201, body: { data: [stored] } }),
    },
    { method: 'PUT', path: '/admin/investor_relation_questions/4', respond: () => ({ body: { data: stored } }) },
  ]);
}

const render = (route: string, lang: Lang = 'en') =>
  renderScreen('/admin/questions', <QuestionsScreen />, { route, lang });

describe('plainExcerpt', () => {
  it('drops tags and entities and shortens long answers', () => {
    expect(plainExcerpt('<p>The <strong>ticker</strong>&nbsp;is</p><p>4163</p>')).toBe('The ticker is 4163');
    expect(plainExcerpt(`<p>${'a'.repeat(200)}</p>`, 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('investor questions screens', () => {
  it('adds two questions in one request from the add page, then returns to the list', async () => {
    const { requests } = questionsApi();
    const view = render('/admin/questions');
    await screen.findByText('What is the ticker?');
    await user.click(screen.getByRole('button', { name: 'Add questions' }));
    await waitFor(() => expect(view.location()).toBe('/admin/questions/add-questions'));
    expect(await screen.findByRole('link', { name: 'View on site' })).toHaveAttribute('href', '/investor-relations');

    await user.click(screen.getByRole('button', { name: 'Add a row' }));
    const first = screen.getByRole('group', { name: 'Question 1' });
    const second = screen.getByRole('group', { name: 'Question 2' });
    await user.type(within(first).getByRole('textbox', { name: 'Question' }), 'الرمز؟');
    await user.click(await within(first).findByRole('textbox', { name: 'Answer' }));
    await user.keyboard('41');
    await user.click(within(second).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    // Each row is written in its own language, whatever the screen's.
    expect(within(first).getByRole('textbox', { name: 'Question' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(within(second).getByRole('textbox', { name: 'Question' }).closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(within(second).getByRole('textbox', { name: 'Answer' })).toHaveAttribute('lang', 'en');
    await user.type(within(second).getByRole('textbox', { name: 'Question' }), 'Why?');
    await user.click(await within(second).findByRole('textbox', { name: 'Answer' }));
    await user.keyboard('So');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.location()).toBe('/admin/questions'));
    expect(await screen.findByText('The questions were saved.')).toBeTruthy();
    const save = requests.find((request) => request.method === 'POST')!;
    expect(save.body).toEqual({
      questions: [
        { question: 'الرمز؟', answer: '<p>41</p>', locale: 'ar' },
        { question: 'Why?', answer: '<p>So</p>', locale: 'en' },
      ],
    });
  });

  it('edits one question on its own page in Arabic with PUT', async () => {
    const { requests } = questionsApi();
    const view = render('/admin/questions/add-questions/4', 'ar');
    expect(await screen.findByRole('heading', { name: 'تعديل السؤال' })).toBeTruthy();
    const question = await screen.findByRole('textbox', { name: 'السؤال' });
    await user.clear(question);
    await user.type(question, 'What is the share code?');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(view.location()).toBe('/admin/questions'));
    const save = requests.find((request) => request.method === 'PUT')!;
    expect(save.url.pathname).toBe('/api/admin/investor_relation_questions/4');
    expect(save.body).toEqual({ question: 'What is the share code?', answer: '<p>4163</p>', locale: 'en' });
  });
});
