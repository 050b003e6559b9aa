/**
 * @generated SignedSource<<f2e46c83e33f71d2a3b098abaddde17d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DigestPreviewQuery$variables = Record<PropertyKey, never>;
export type DigestPreviewQuery$data = {
  readonly digestPreview: {
    readonly day: string;
    readonly html: string;
    readonly lastSentAt: any | null | undefined;
    readonly lastVia: string | null | undefined;
    readonly subject: string;
  };
};
export type DigestPreviewQuery = {
  response: DigestPreviewQuery$data;
  variables: DigestPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DigestPreview",
    "kind": "LinkedField",
    "name": "digestPreview",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "subject",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "html",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "day",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastSentAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastVia",
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
    "name": "DigestPreviewQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DigestPreviewQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "67a5c802e1d524e671882b19c015def5",
    "id": null,
    "metadata": {},
    "name": "DigestPreviewQuery",
    "operationKind": "query",
    "text": "query DigestPreviewQuery {\n  digestPreview {\n    subject\n    html\n    day\n    lastSentAt\n    lastVia\n  }\n}\n"
  }
};
})();

(node as any).hash = "67eeda6d3a881a3c35d17040c3ccc4b2";

export default node;
