import { test, expect } from './whatsapp-fixture.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../support/env.js';

/** The server with e-mail and the WhatsApp Cloud API configured: the owner's checklist says so. */
test('when SMTP and the WhatsApp Cloud API are set, then /admin/site shows e-mail and WhatsApp as configurado', async ({
  page,
  whatsapp,
}) => {
  await page.goto(`${whatsapp.appBase}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('banner')).toContainText('Painel de ');
  await page.goto(`${whatsapp.appBase}/admin/site`);
  const checklist = page.getByRole('list', { name: 'Configuração' });
  await expect(checklist).toContainText('E-mail (SMTP): configurado');
  await expect(checklist).toContainText('WhatsApp Cloud API: configurado');
});
