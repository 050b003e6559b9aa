/**
 * @generated SignedSource<<2a6527715fa1ccc922cf4f43388a6150>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountConnection = "archive" | "password" | "sign_in" | "%future added value";
export type AccountStatus = "active" | "disabled" | "error" | "needs_reconnect" | "syncing" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccountCard_account$data = {
  readonly company: string | null | undefined;
  readonly connectedWith: AccountConnection;
  readonly displayName: string;
  readonly email: string;
  readonly emailCount: number;
  readonly folders: ReadonlyArray<{
    readonly path: string;
    readonly role: string | null | undefined;
    readonly selected: boolean;
  }>;
  readonly id: string;
  readonly imapHost: string | null | undefined;
  readonly imapPort: number | null | undefined;
  readonly lastRun: {
    readonly duplicates: number;
    readonly errorMessage: string | null | undefined;
    readonly errors: number;
    readonly id: string;
    readonly kind: string;
    readonly status: string;
    readonly stored: number;
  } | null | undefined;
  readonly lastSync: any | null | undefined;
  readonly provider: string;
  readonly signInUrl: string | null | undefined;
  readonly status: AccountStatus;
  readonly statusMessage: string | null | undefined;
  readonly " $fragmentType": "AccountCard_account";
};
export type AccountCard_account$key = {
  readonly " $data"?: AccountCard_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountCard_account">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountCard_account",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "provider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "company",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSync",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imapHost",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imapPort",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "connectedWith",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signInUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AccountFolder",
      "kind": "LinkedField",
      "name": "folders",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "selected",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SyncRun",
      "kind": "LinkedField",
      "name": "lastRun",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stored",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "duplicates",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "errors",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "errorMessage",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};
})();

(node as any).hash = "3279d728f28dade0569c480c3d6d6634";

export default node;
