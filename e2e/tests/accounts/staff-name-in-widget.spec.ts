import { expect, test } from '@playwright/test';
import { PUBLIC_BASE } from '../../support/env.js';
import { apiClient, apiLogin, apiPost, registerUser } from '../../support/api.js';
import { loginThroughWidget, widget } from '../chat/chat-helpers.js';
import { createStaff } from '../tickets/tickets-helpers.js';

test('when a colaborador answers, then the student’s widget shows the reply signed with the colaborador’s name', async ({
  page,
}) => {
  const student = await registerUser();
  const staff = await createStaff('colaborador', 'Carla Nomeada');
  await loginThroughWidget(page, student.email, student.password);
  await expect(page).toHaveURL(new RegExp(`^${PUBLIC_BASE}`));

  const ctx = await apiClient();
  await apiLogin(ctx, staff.email, staff.password);
  expect(
    (await apiPost(ctx, '/api/chat/salvar', { userId: student.id, autor: 'colaborador', texto: 'Oi! Aqui é a Carla.' })).status(),
  ).toBe(201);
  await ctx.dispose();

  const reply = widget(page).locator('.chat-msg--colaborador').filter({ hasText: 'Oi! Aqui é a Carla.' });
  await expect(reply).toBeVisible();
  await expect(reply.locator('.chat-msg__author')).toHaveText('Carla Nomeada');
});
