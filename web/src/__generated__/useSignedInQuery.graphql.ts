/**
 * @generated SignedSource<<4c29d1f14236fa5f61ddebc2005d0be3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSignedInQuery$variables = Record<PropertyKey, never>;
export type useSignedInQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type useSignedInQuery = {
  response: useSignedInQuery$data;
  variables: useSignedInQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSignedInQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSignedInQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a01083e258c8c6cf10024177d5d64930",
    "id": null,
    "metadata": {},
    "name": "useSignedInQuery",
    "operationKind": "query",
    "text": "query useSignedInQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "1af6f7dab44087f58fd7633305b9dadd";

export default node;
