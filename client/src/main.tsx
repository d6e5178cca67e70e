import { createRoot } from 'react-dom/client';
import { startApp } from './app/app';
import { captureFirstTouch } from './lib/lead-source';
import './styles/global.css';

captureFirstTouch();
startApp(createRoot(document.getElementById('root')!));
