/**
 * @generated SignedSource<<dbd9552d747ce834ca845278e9c4a6e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteMyAccountMutation$variables = {
  confirmEmail: string;
};
export type useDeleteMyAccountMutation$data = {
  readonly deleteMyAccount: {
    readonly __typename: "MutationDeleteMyAccountSuccess";
    readonly deleted: boolean;
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
export type useDeleteMyAccountMutation = {
  response: useDeleteMyAccountMutation$data;
  variables: useDeleteMyAccountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "confirmEmail"
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
        "name": "confirmEmail",
        "variableName": "confirmEmail"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteMyAccount",
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
            "name": "deleted",
            "storageKey": null
          }
        ],
        "type": "MutationDeleteMyAccountSuccess",
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
    "name": "useDeleteMyAccountMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteMyAccountMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "5f0f9b099c125d80fb793d9fdebfe1c2",
    "id": null,
    "metadata": {},
    "name": "useDeleteMyAccountMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteMyAccountMutation(\n  $confirmEmail: String!\n) {\n  deleteMyAccount(confirmEmail: $confirmEmail) {\n    __typename\n    ... on MutationDeleteMyAccountSuccess {\n      deleted\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        name\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "76ff76fa17da5c94e783393a56ff5794";

export default node;
