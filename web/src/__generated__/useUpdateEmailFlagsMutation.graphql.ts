/**
 * @generated SignedSource<<3c33935d00bb99649f738fd358010f99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailFlagOperation = "ARCHIVE" | "DELETE" | "MARK_READ" | "MARK_UNREAD" | "STAR" | "UNARCHIVE" | "UNSTAR" | "%future added value";
export type useUpdateEmailFlagsMutation$variables = {
  ids: ReadonlyArray<string>;
  operation: EmailFlagOperation;
};
export type useUpdateEmailFlagsMutation$data = {
  readonly updateEmailFlags: {
    readonly __typename: string;
    readonly emails?: ReadonlyArray<{
      readonly id: string;
      readonly isArchived: boolean;
      readonly isRead: boolean;
      readonly isStarred: boolean;
    }>;
    readonly message?: string;
  };
};
export type useUpdateEmailFlagsMutation = {
  response: useUpdateEmailFlagsMutation$data;
  variables: useUpdateEmailFlagsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "operation"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      },
      {
        "kind": "Variable",
        "name": "operation",
        "variableName": "operation"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateEmailFlags",
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
            "concreteType": "Email",
            "kind": "LinkedField",
            "name": "emails",
            "plural": true,
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
                "name": "isRead",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isStarred",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isArchived",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateEmailFlagsSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "useUpdateEmailFlagsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateEmailFlagsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "00be92f33fd134f446a31bf62161ac7c",
    "id": null,
    "metadata": {},
    "name": "useUpdateEmailFlagsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateEmailFlagsMutation(\n  $ids: [ID!]!\n  $operation: EmailFlagOperation!\n) {\n  updateEmailFlags(ids: $ids, operation: $operation) {\n    __typename\n    ... on MutationUpdateEmailFlagsSuccess {\n      emails {\n        id\n        isRead\n        isStarred\n        isArchived\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d15ac3d19f97cffc213f87fbbc689aaf";

export default node;
