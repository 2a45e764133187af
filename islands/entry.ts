import { boot } from '../src/loader/boot';
import { islands } from './registry';

boot(islands);
