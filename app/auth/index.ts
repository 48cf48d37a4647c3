export { AuthProvider, useAuth, type AuthContextValue } from './AuthProvider';
export { useLogout, unsentMessagesLabel, type LogoutControl } from './useLogout';
export { CURRENT_USER_QUERY_KEY, resolveSession, userRemembered, type Session } from './session';
export { markWelcomePending, takeWelcomePending } from './welcome';
