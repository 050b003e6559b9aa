/**
 * @generated SignedSource<<8d3c9801f9f706449d3cbdf884dd7f70>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useAllowRemoteImagesMutation$variables = {
  sender: string;
};
export type useAllowRemoteImagesMutation$data = {
  readonly allowRemoteImages: {
    readonly __typename: "MutationAllowRemoteImagesSuccess";
    readonly allowed: boolean;
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly message: string;
      readonly name: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useAllowRemoteImagesMutation = {
  response: useAllowRemoteImagesMutation$data;
  variables: useAllowRemoteImagesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sender"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "sender",
        "variableName": "sender"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "allowRemoteImages",
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
            "kind": "ScalarField",
            "name": "allowed",
            "storageKey": null
          }
        ],
        "type": "MutationAllowRemoteImagesSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v1/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAllowRemoteImagesMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAllowRemoteImagesMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "a9f795c94f584eb928afe7ba20a0e844",
    "id": null,
    "metadata": {},
    "name": "useAllowRemoteImagesMutation",
    "operationKind": "mutation",
    "text": "mutation useAllowRemoteImagesMutation(\n  $sender: String!\n) {\n  allowRemoteImages(sender: $sender) {\n    __typename\n    ... on MutationAllowRemoteImagesSuccess {\n      allowed\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        name\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0d0d5174ad43e21a94d8e8c688249080";

export default node;
