/**
 * @generated SignedSource<<119521a79270288103d77770f8964286>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DigestPreviewSendMutation$variables = Record<PropertyKey, never>;
export type DigestPreviewSendMutation$data = {
  readonly sendDigestNow: {
    readonly __typename: "MutationSendDigestNowSuccess";
    readonly sent: {
      readonly subject: string;
      readonly via: string;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type DigestPreviewSendMutation = {
  response: DigestPreviewSendMutation$data;
  variables: DigestPreviewSendMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sendDigestNow",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DigestSent",
            "kind": "LinkedField",
            "name": "sent",
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
                "name": "via",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSendDigestNowSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "DigestPreviewSendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DigestPreviewSendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "abe09318e68a72ef78d43742dcd1f305",
    "id": null,
    "metadata": {},
    "name": "DigestPreviewSendMutation",
    "operationKind": "mutation",
    "text": "mutation DigestPreviewSendMutation {\n  sendDigestNow {\n    __typename\n    ... on MutationSendDigestNowSuccess {\n      sent {\n        subject\n        via\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "20e419a10aa8d47cb6b389533fe9c57c";

export default node;
