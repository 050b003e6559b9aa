/**
 * @generated SignedSource<<00592acd88b5bf7896ec8956c2ecfe83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactCard_contact$data = {
  readonly avgResponseMinutes: number | null | undefined;
  readonly displayName: string;
  readonly email: string;
  readonly followUps: number;
  readonly lastInteractionAt: any | null | undefined;
  readonly promisesCount: number;
  readonly promisesMade: number;
  readonly promisesReceived: number;
  readonly relationshipScore: number;
  readonly topics: ReadonlyArray<string>;
  readonly totalEmails: number;
  readonly " $fragmentType": "ContactCard_contact";
};
export type ContactCard_contact$key = {
  readonly " $data"?: ContactCard_contact$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactCard_contact">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactCard_contact",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastInteractionAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "relationshipScore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "promisesCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "promisesMade",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "promisesReceived",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followUps",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalEmails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avgResponseMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topics",
      "storageKey": null
    }
  ],
  "type": "Contact",
  "abstractKey": null
};

(node as any).hash = "f6654e3ddd9111cf65aeb03e661669bb";

export default node;
