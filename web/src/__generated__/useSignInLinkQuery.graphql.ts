/**
 * @generated SignedSource<<588b53ad2b253dacc0dc6ff48b4e7746>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSignInLinkQuery$variables = Record<PropertyKey, never>;
export type useSignInLinkQuery$data = {
  readonly authProviders: {
    readonly google: boolean;
  };
};
export type useSignInLinkQuery = {
  response: useSignInLinkQuery$data;
  variables: useSignInLinkQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AuthProviders",
    "kind": "LinkedField",
    "name": "authProviders",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "google",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSignInLinkQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSignInLinkQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "3fd4dee605575e795eed511992a6b6b4",
    "id": null,
    "metadata": {},
    "name": "useSignInLinkQuery",
    "operationKind": "query",
    "text": "query useSignInLinkQuery {\n  authProviders {\n    google\n  }\n}\n"
  }
};
})();

(node as any).hash = "b66877131e1f87a30d3bf33bc586f12d";

export default node;
