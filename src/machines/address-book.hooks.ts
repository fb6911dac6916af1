/**
 * The address book for a screen: runs the book machine (and, through it, the form machine) and hands the screen a
 * plain view and senders, so the screen never touches an actor or xstate (house rule: screens render a view and
 * call senders).
 */
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Address, AddressServices, DefaultKind, LocationNode } from '../api/address.js';
import type { AddressDraft, AddressFormSpec, LocationField, TextField } from '../config/address-forms.js';
import type { SiteCode } from '../config/sites.js';
import type { AddressErrors } from '../validation/address-form.js';
import { addressBookMachine, type AddressNotice } from './address-book.machine.js';
import { requiredDepth, type addressFormMachine, type LocationCache } from './address-form.machine.js';

export type LevelStatus = 'waiting' | 'loading' | 'ready' | 'failed';

export interface AddressFormView {
  readonly form: AddressFormSpec;
  readonly editing: boolean;
  readonly draft: AddressDraft;
  /** Options of each level (1-based) and its status: a level waits for its parent, loads, is ready or failed. */
  readonly options: Readonly<Partial<Record<number, readonly LocationNode[]>>>;
  readonly levelStatus: Readonly<Record<number, LevelStatus>>;
  /** Levels shown: up to the deepest the tree has below the current choices. */
  readonly depth: number;
  readonly errors: AddressErrors;
  readonly saving: boolean;
  readonly saveError: string | null;
  readonly saveErrorText: string | null;
}

export type AddressBookStatus = 'loading' | 'failed' | 'ready' | 'form' | 'confirmDelete' | 'deleting' | 'settingDefault';

export interface AddressBookView {
  readonly status: AddressBookStatus;
  readonly addresses: readonly Address[];
  readonly target: string | null;
  readonly notice: AddressNotice | null;
  readonly form: AddressFormView | null;
}

export interface AddressBookSenders {
  retry(): void;
  add(): void;
  edit(id: string): void;
  remove(id: string): void;
  confirm(): void;
  cancel(): void;
  setDefault(id: string, kind: DefaultKind): void;
  change(field: TextField, value: string): void;
  pick(field: LocationField, value: string): void;
  retryLevel(): void;
  submit(): void;
  cancelForm(): void;
}

type FormSnapshot = SnapshotFrom<typeof addressFormMachine>;
type FormRef = ActorRefFrom<typeof addressFormMachine>;

export function formView(snapshot: FormSnapshot): AddressFormView {
  const { context } = snapshot;
  const treeState = snapshot.matches({ active: { tree: 'failed' } }) ? 'failed' : snapshot.matches({ active: { tree: 'loading' } }) ? 'loading' : 'idle';
  const depth = Math.max(requiredDepth(context), treeState === 'idle' ? 0 : context.loadingLevel);
  const levelStatus: Record<number, LevelStatus> = {};
  for (let level = 1; level <= 4; level += 1) {
    levelStatus[level] =
      level === context.loadingLevel && treeState !== 'idle' ? (treeState as LevelStatus) : context.options[level] ? 'ready' : 'waiting';
  }
  return {
    form: context.form,
    editing: context.editing !== null,
    draft: context.draft,
    options: context.options,
    levelStatus,
    depth,
    errors: context.errors,
    saving: snapshot.matches({ active: { form: 'saving' } }),
    saveError: context.saveError,
    saveErrorText: context.saveErrorText,
  };
}

const statusOf = (value: unknown): AddressBookStatus => (typeof value === 'string' ? (value as AddressBookStatus) : 'loading');

export function useAddressBook(input: { services: AddressServices; site: SiteCode; cache?: LocationCache }): {
  view: AddressBookView;
  senders: AddressBookSenders;
} {
  const actor = useActorRef(addressBookMachine, { input });
  const book = useSelector(actor, (snapshot) => snapshot);
  const formRef = book.children.form as FormRef | undefined;
  const formSnapshot = useSelector(formRef, (snapshot) => snapshot);
  const view: AddressBookView = {
    status: statusOf(book.value),
    addresses: book.context.addresses,
    target: book.context.target,
    notice: book.context.notice,
    form: formSnapshot && formSnapshot.status === 'active' ? formView(formSnapshot) : null,
  };
  const toForm = (event: Parameters<FormRef['send']>[0]) => (book.children.form as FormRef | undefined)?.send(event);
  const senders: AddressBookSenders = {
    retry: () => actor.send({ type: 'RETRY' }),
    add: () => actor.send({ type: 'ADD' }),
    edit: (id) => actor.send({ type: 'EDIT', id }),
    remove: (id) => actor.send({ type: 'DELETE', id }),
    confirm: () => actor.send({ type: 'CONFIRM' }),
    cancel: () => actor.send({ type: 'CANCEL' }),
    setDefault: (id, kind) => actor.send({ type: 'SET_DEFAULT', id, kind }),
    change: (field, value) => toForm({ type: 'CHANGE', field, value }),
    pick: (field, value) => toForm({ type: 'PICK', field, value }),
    retryLevel: () => toForm({ type: 'RETRY' }),
    submit: () => toForm({ type: 'SUBMIT' }),
    cancelForm: () => toForm({ type: 'CANCEL' }),
  };
  return { view, senders };
}
