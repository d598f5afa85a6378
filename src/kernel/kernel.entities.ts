import { Address } from './address';
import { OutboxMail } from './mail/outbox-mail.entity';
import { StateTransition } from './state-machine';

export const kernelEntities: Function[] = [Address, OutboxMail, StateTransition];
