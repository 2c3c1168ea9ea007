export { AppShell as Component } from '../shell/app-shell';
