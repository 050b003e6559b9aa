/**
 * @generated SignedSource<<0fbd393f7082a91af678b205ddcc7427>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TestLlmQuery$variables = Record<PropertyKey, never>;
export type TestLlmQuery$data = {
  readonly viewer: {
    readonly email: string;
  } | null | undefined;
};
export type TestLlmQuery = {
  response: TestLlmQuery$data;
  variables: TestLlmQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TestLlmQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TestLlmQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8129f65beb057624c374d38847bdd687",
    "id": null,
    "metadata": {},
    "name": "TestLlmQuery",
    "operationKind": "query",
    "text": "query TestLlmQuery {\n  viewer {\n    email\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "779d82fde7cf37d202ad2882af197646";

export default node;
