import '@/lib/zod-setup';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isStaffRole } from '@app/contracts';
import { getCurrentUser, type StoredUser } from '@/api/get-session-user';
import { postLogin } from '@/api/login';
import { postLogout } from '@/api/logout';
import { registerAccount } from '@/api/register-account';
import { requestPasswordReset } from '@/api/request-password-reset';
import { isApiError } from '@/lib/api-client';
import { forgetFirstTouch, readFirstTouch } from '@/lib/lead-source';
import { disconnectSocket } from '@/lib/socket';
import { appUrl } from '@/config/env';
import { localKey, type ChatMessage } from '@/features/chat/logic/chat-message';
import { widgetWhatsappPayload } from '@/features/chat/logic/phone-masks';
import type { WidgetLoginValues, WidgetRegisterValues } from '@/features/chat/logic/widget-schemas';
import { WIDGET_TEXT } from '@/features/chat/logic/widget-texts';
import { Avatar } from './avatar';
import { Conversation } from './conversation';
import { LoadingDots } from './loading-dots';
import { MessageBubble } from './message-bubble';
import { WidgetForgotForm, type WidgetForgotValues } from './widget-forgot-form';
import { WidgetLoginForm } from './widget-login-form';
import { WidgetRegisterForm } from './widget-register-form';
import { Icon } from '@/components/ui/icons';
import './chat.css';

type WidgetState = 'verificando' | 'inicio' | 'login' | 'registro' | 'senha' | 'chat';

interface ChatPanelProps {
  open: boolean;
  onClose(): void;
  panelId: string;
  /** Text for the question box (a help article's topic). */
  draft?: string;
}

const say = (texto: string): ChatMessage => ({ key: localKey('widget'), autor: 'ia', texto, local: true });

/** The widget's states (docs/product.md, Chat widget): inicio → login/registro → chat, and 'Sair' back to inicio. */
export default function ChatPanel({ open, onClose, panelId, draft }: ChatPanelProps) {
  const [state, setState] = useState<WidgetState>('verificando');
  const [user, setUser] = useState<StoredUser | null>(null);
  const [lines, setLines] = useState<ChatMessage[]>(() => [say(WIDGET_TEXT.greeting)]);
  const [prefill, setPrefill] = useState<Partial<WidgetLoginValues> | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const [leaving, setLeaving] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const assistantSays = useCallback((texto: string) => {
    setLines((current) => (current.at(-1)?.texto === texto ? current : [...current, say(texto)]));
    // Re-announced even when the same line is repeated.
    setAnnouncement('');
    setTimeout(() => setAnnouncement(`Assistente virtual: ${texto}`), 30);
  }, []);

  // On load: an existing session goes straight to the chat.
  useEffect(() => {
    let cancelled = false;
    getCurrentUser().then(
      (current) => {
        if (cancelled) return;
        setUser(current);
        setState('chat');
      },
      () => !cancelled && setState('inicio'),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  // Opening moves the focus into the panel (first field or button of the current state).
  useEffect(() => {
    if (!open || state === 'verificando') return;
    const timer = setTimeout(() => {
      const target = panelRef.current?.querySelector<HTMLElement>(
        '.chat-panel__body input, .chat-panel__body select, .chat-panel__body textarea, .chat-choice',
      );
      (target ?? panelRef.current)?.focus();
    }, 30);
    return () => clearTimeout(timer);
  }, [open, state]);

  useEffect(() => {
    if (state === 'chat') return;
    const timer = setTimeout(() => {
      if (bodyRef.current) bodyRef.current.scrollTop = bodyRef.current.scrollHeight;
    }, 60);
    return () => clearTimeout(timer);
  }, [lines, state]);

  const goLogin = () => setState('login');
  const goRegister = (fromGreeting: boolean) => {
    if (fromGreeting) assistantSays(WIDGET_TEXT.registerIntro);
    setState('registro');
  };

  const goForgot = (email: string) => {
    assistantSays(WIDGET_TEXT.forgotIntro);
    setPrefill({ email });
    setState('senha');
  };

  /** Runs a step of the widget; a failure is logged and answered: the server's words on a 429, else `failed`. */
  const attempt = async (step: string, failed: string, action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      console.warn(`[chat] ${step} failed:`, error);
      assistantSays(isApiError(error) && error.status === 429 && error.serverMessage ? error.serverMessage : failed);
    }
  };

  // The same words whatever the address: the widget must not tell whether an account exists.
  const requestReset = ({ email }: WidgetForgotValues) =>
    attempt('password reset request', WIDGET_TEXT.forgotFailed, async () => {
      const delivery = await requestPasswordReset({ email });
      assistantSays(delivery === 'equipe' ? WIDGET_TEXT.forgotRequestedByTeam : WIDGET_TEXT.forgotRequested);
      setPrefill({ email });
      setState('login');
    });

  const login = (values: WidgetLoginValues) =>
    attempt('login', WIDGET_TEXT.loginFailed, async () => {
      const logged = await postLogin(values);
      // Any socket opened before belongs to the anonymous session.
      disconnectSocket();
      setUser(logged);
      setPrefill(undefined);
      setState('chat');
    });

  const registerUser = async (values: WidgetRegisterValues) => {
    try {
      // The widget always signs up a student (docs/product.md, Roles and permissions).
      await registerAccount({
        role: 'usuario',
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        whatsapp: widgetWhatsappPayload(values.countryCode, values.whatsapp),
        receber_marketing: values.receber_marketing,
        origem: readFirstTouch(),
      });
      forgetFirstTouch();
      assistantSays(WIDGET_TEXT.registerSucceeded);
      setPrefill({ email: values.email.trim(), password: values.password });
      setState('login');
    } catch (error) {
      console.warn('[chat] sign-up failed:', error);
      assistantSays(WIDGET_TEXT.registerFailed);
    }
  };

  const logout = async () => {
    setLeaving(true);
    try {
      await postLogout();
    } catch (error) {
      console.error('[chat] could not log out:', error);
    } finally {
      disconnectSocket();
      setLeaving(false);
      setUser(null);
      setPrefill(undefined);
      setLines([say(WIDGET_TEXT.greeting)]);
      setState('inicio');
    }
  };

  const staff = user && isStaffRole(user.role);

  return (
    <section
      ref={panelRef}
      id={panelId}
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${panelId}-title`}
      hidden={!open}
      tabIndex={-1}
    >
      {/* A <div>, not a <header>: inside the dialog a header would be a second page banner to screen readers. */}
      <div className="chat-panel__header">
        <Avatar autor="ia" />
        <div className="chat-panel__titles">
          <h2 id={`${panelId}-title`} className="chat-panel__title">
            Assistente virtual
          </h2>
          <p className="chat-panel__subtitle" title={user ? `Conectado como ${user.username}` : undefined}>
            {user ? `Conectado como ${user.username}` : 'Medicina no Paraguai • responde na hora'}
          </p>
        </div>
        {state === 'chat' && (
          <button type="button" className="chat-header-btn" onClick={() => void logout()} disabled={leaving}>
            Sair
          </button>
        )}
        <button type="button" className="chat-icon-btn chat-panel__close" onClick={onClose}>
          <Icon name="close" strokeWidth={2.2} />
          <span className="visually-hidden">Fechar o chat</span>
        </button>
      </div>

      {state === 'verificando' && (
        <div className="chat-panel__body chat-panel__body--center">
          <LoadingDots label="Verificando sua sessão" />
        </div>
      )}

      {state === 'chat' && user && !staff && (
        <Conversation user={user} variant="widget" greet autoFocus={open} active={open} draft={draft} />
      )}

      {state === 'chat' && staff && (
        <div className="chat-panel__body">
          <p className="chat-staff-note">{WIDGET_TEXT.staffAccount}</p>
          <a className="ui-btn ui-btn--primary ui-btn--md ui-btn--block" href={appUrl('/admin')}>
            Ir para a área administrativa
          </a>
        </div>
      )}

      {(state === 'inicio' || state === 'login' || state === 'registro' || state === 'senha') && (
        <div className="chat-panel__body" ref={bodyRef}>
          <ol className="chat-messages__list">
            {lines.map((line) => (
              <MessageBubble key={line.key} message={line} showMeta={false} />
            ))}
          </ol>
          {state === 'inicio' && (
            <div className="chat-choices" role="group" aria-label="Você já tem uma conta?">
              <button type="button" className="chat-choice" onClick={goLogin}>
                Sim
              </button>
              <button type="button" className="chat-choice" onClick={() => goRegister(true)}>
                Não
              </button>
            </div>
          )}
          {state === 'login' && (
            <WidgetLoginForm
              key={prefill?.email ?? 'login'}
              defaultValues={prefill}
              onLogin={login}
              onInvalid={() => assistantSays(WIDGET_TEXT.loginInvalid)}
              onCreateAccount={() => goRegister(false)}
              onForgotPassword={goForgot}
            />
          )}
          {state === 'senha' && <WidgetForgotForm defaultEmail={prefill?.email} onRequest={requestReset} onBack={goLogin} />}
          {state === 'registro' && (
            <WidgetRegisterForm
              onRegister={registerUser}
              onInvalid={() => assistantSays(WIDGET_TEXT.registerInvalid)}
              onHaveAccount={goLogin}
            />
          )}
        </div>
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </section>
  );
}
