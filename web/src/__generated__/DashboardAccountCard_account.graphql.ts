/**
 * @generated SignedSource<<5b629eed707571f82357e8c25205e2e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountStatus = "active" | "disabled" | "error" | "needs_reconnect" | "syncing" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DashboardAccountCard_account$data = {
  readonly company: string | null | undefined;
  readonly displayName: string;
  readonly email: string;
  readonly emailCount: number;
  readonly id: string;
  readonly lastSync: any | null | undefined;
  readonly provider: string;
  readonly status: AccountStatus;
  readonly statusMessage: string | null | undefined;
  readonly " $fragmentType": "DashboardAccountCard_account";
};
export type DashboardAccountCard_account$key = {
  readonly " $data"?: DashboardAccountCard_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardAccountCard_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardAccountCard_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
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
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "19a1175b8d0190af9149a2c877264d21";

export default node;
