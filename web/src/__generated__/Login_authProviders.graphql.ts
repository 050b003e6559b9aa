/**
 * @generated SignedSource<<e9a3c8b3c00baf96591ad75d3727d4a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Login_authProviders$data = {
  readonly google: boolean;
  readonly hostedPlatform: boolean;
  readonly " $fragmentType": "Login_authProviders";
};
export type Login_authProviders$key = {
  readonly " $data"?: Login_authProviders$data;
  readonly " $fragmentSpreads": FragmentRefs<"Login_authProviders">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Login_authProviders",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "google",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hostedPlatform",
      "storageKey": null
    }
  ],
  "type": "AuthProviders",
  "abstractKey": null
};

(node as any).hash = "5a6d4023bdd825b9db5a54044f8b9166";

export default node;
