import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MARKETING_CONSENT_TEXT, type ConsentRecord } from '@app/contracts';
import { ApiError } from '@/lib/api-client';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { cleanupAfterEach } from '@/testing/cleanup-after-each';

vi.mock('@/features/preferences/api/marketing-consent', () => ({ getPreferences: vi.fn(), setMarketingConsent: vi.fn() }));
vi.mock('@/features/preferences/api/list-consents', () => ({ listConsents: vi.fn() }));
vi.mock('@/features/data-export/api/download-my-data', () => ({ downloadMyData: vi.fn(), DownloadError: class extends Error {} }));
vi.mock('@/features/data-export/logic/save-file', () => ({ saveFile: vi.fn() }));
const refresh = vi.fn();
vi.mock('@/lib/auth', () => ({
  useAuth: () => ({
    leave: vi.fn(),
    refresh,
    user: { id: 7, username: 'Ana Estudante', email: 'ana@exemplo.com', role: 'usuario', whatsapp: '5511912345678' },
  }),
}));
vi.mock('@/features/accounts/api/update-profile', () => ({ updateProfile: vi.fn() }));

const { getPreferences, setMarketingConsent } = await import('@/features/preferences/api/marketing-consent');
const { listConsents } = await import('@/features/preferences/api/list-consents');
const { downloadMyData, DownloadError } = await import('@/features/data-export/api/download-my-data');
const { saveFile } = await import('@/features/data-export/logic/save-file');
const { updateProfile } = await import('@/features/accounts/api/update-profile');
const { default: SettingsRoute } = await import('@/app/routes/settings-route');

const record = (id: number, valor: boolean, criado_em: string): ConsentRecord => ({
  id,
  finalidade: 'marketing_whatsapp',
  valor,
  canal: 'configuracoes',
  versao_texto: MARKETING_CONSENT_TEXT.versao,
  texto: MARKETING_CONSENT_TEXT.texto,
  criado_em,
});

beforeEach(() => {
  vi.mocked(getPreferences).mockResolvedValue({ receber_marketing: true });
  vi.mocked(listConsents).mockResolvedValue([]);
});
cleanupAfterEach();

describe('SettingsRoute — consent history and data download (LGPD)', () => {
  it('when the student has no recorded choice, then the history says so', async () => {
    renderWithQueryClient(<SettingsRoute />);
    expect(await screen.findByText('Nenhuma escolha registrada ainda.')).toBeTruthy();
  });

  it('when the student unticks the consent, then it is saved and the history is read again and shows the new record', async () => {
    vi.mocked(setMarketingConsent).mockResolvedValue({ receber_marketing: false });
    renderWithQueryClient(<SettingsRoute />);
    const box = await screen.findByRole('checkbox', { name: MARKETING_CONSENT_TEXT.texto });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    vi.mocked(listConsents).mockResolvedValue([record(1, false, '2026-11-20T13:05:00.000Z')]);
    fireEvent.click(box);
    expect(await screen.findByText('Recusou')).toBeTruthy();
    expect(setMarketingConsent).toHaveBeenCalledWith(false);
    expect(screen.getByRole('list', { name: 'Histórico de consentimento' }).textContent).toContain(`versão ${MARKETING_CONSENT_TEXT.versao}`);
  });

  it('when the student downloads their data, then the file is handed to the browser', async () => {
    const file = { filename: 'meus-dados-2026-11-24.json', type: 'application/json', content: new Blob(['{}']) };
    vi.mocked(downloadMyData).mockResolvedValue(file);
    renderWithQueryClient(<SettingsRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar meus dados' }));
    expect(await screen.findByText('Arquivo gerado.')).toBeTruthy();
    expect(downloadMyData).toHaveBeenCalledWith('json');
    expect(saveFile).toHaveBeenCalledWith(file);
  });

  it("when the server refuses the download, then its message is shown and nothing is saved", async () => {
    vi.mocked(downloadMyData).mockRejectedValue(new DownloadError('Muitas exportações em pouco tempo. Tente novamente em uma hora.'));
    renderWithQueryClient(<SettingsRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Conversas (CSV)' }));
    expect(await screen.findByText('Muitas exportações em pouco tempo. Tente novamente em uma hora.')).toBeTruthy();
    expect(downloadMyData).toHaveBeenCalledWith('mensagens');
    expect(saveFile).not.toHaveBeenCalled();
  });
});

describe('SettingsRoute — correcting one\'s own data (LGPD)', () => {
  it('when the student changes only the WhatsApp, then it is sent without a password and the session is re-read', async () => {
    vi.mocked(updateProfile).mockResolvedValue({ id: 7, username: 'Ana Estudante', email: 'ana@exemplo.com', role: 'usuario', whatsapp: '595981123456' });
    renderWithQueryClient(<SettingsRoute />);
    const field = await screen.findByLabelText('WhatsApp');
    expect((field as HTMLInputElement).value).toBe('+55 (11) 91234-5678');
    fireEvent.change(field, { target: { value: '+595 981 123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Dados atualizados.')).toBeTruthy();
    expect(updateProfile).toHaveBeenCalledWith({ username: 'Ana Estudante', email: 'ana@exemplo.com', whatsapp: '+595 981 123 456' });
    expect((field as HTMLInputElement).value).toBe('+595 981 123 456');
    expect(refresh).toHaveBeenCalled();
    expect(screen.queryByLabelText('Senha atual (para trocar o e-mail)')).toBeNull();
  });

  it('when the number is invalid, then the sign-up message shows and nothing is sent', async () => {
    renderWithQueryClient(<SettingsRoute />);
    fireEvent.change(await screen.findByLabelText('WhatsApp'), { target: { value: '+55 11 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Número inválido.')).toBeTruthy();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('when the e-mail changes, then the current password is asked and sent, and a refusal shows the server message', async () => {
    vi.mocked(updateProfile).mockRejectedValue(new ApiError('Senha atual incorreta.', 403, 'Senha atual incorreta.'));
    renderWithQueryClient(<SettingsRoute />);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'nova@exemplo.com' } });
    fireEvent.change(await screen.findByLabelText('Senha atual (para trocar o e-mail)'), { target: { value: 'senha-errada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Senha atual incorreta.')).toBeTruthy();
    expect(updateProfile).toHaveBeenCalledWith(expect.objectContaining({ email: 'nova@exemplo.com', senhaAtual: 'senha-errada' }));
  });
});
