/**
 * @generated SignedSource<<f46516a20bcf78ceb3df1a38b779c4c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountStatus = "active" | "disabled" | "error" | "needs_reconnect" | "syncing" | "%future added value";
export type ConnectImapAccountInput = {
  company?: string | null | undefined;
  displayName?: string | null | undefined;
  email: string;
  folders?: ReadonlyArray<string> | null | undefined;
  host?: string | null | undefined;
  password: string;
  port?: number | null | undefined;
  provider: string;
  secure?: boolean | null | undefined;
  smtpHost?: string | null | undefined;
  smtpPort?: number | null | undefined;
  smtpSecure?: boolean | null | undefined;
  user?: string | null | undefined;
};
export type useConnectImapAccountMutation$variables = {
  connections: ReadonlyArray<string>;
  input: ConnectImapAccountInput;
};
export type useConnectImapAccountMutation$data = {
  readonly connectImapAccount: {
    readonly __typename: string;
    readonly account?: {
      readonly email: string;
      readonly id: string;
      readonly status: AccountStatus;
      readonly " $fragmentSpreads": FragmentRefs<"AccountCard_account" | "DashboardAccountCard_account" | "StreamRow_account">;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly name: string;
    }>;
    readonly message?: string;
  };
};
export type useConnectImapAccountMutation = {
  response: useConnectImapAccountMutation$data;
  variables: useConnectImapAccountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v7/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
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
        (v7/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useConnectImapAccountMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "connectImapAccount",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Account",
                "kind": "LinkedField",
                "name": "account",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AccountCard_account"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DashboardAccountCard_account"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "StreamRow_account"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationConnectImapAccountSuccess",
            "abstractKey": null
          },
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useConnectImapAccountMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "connectImapAccount",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Account",
                "kind": "LinkedField",
                "name": "account",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "imapHost",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "imapPort",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "connectedWith",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "signInUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AccountFolder",
                    "kind": "LinkedField",
                    "name": "folders",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "path",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "role",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "selected",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SyncRun",
                    "kind": "LinkedField",
                    "name": "lastRun",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "kind",
                        "storageKey": null
                      },
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "stored",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "duplicates",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "errors",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "errorMessage",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "appendNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "account",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "QueryAccountsConnectionEdge"
                  }
                ]
              }
            ],
            "type": "MutationConnectImapAccountSuccess",
            "abstractKey": null
          },
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "71b414c91e23baa2ead888053b2d8248",
    "id": null,
    "metadata": {},
    "name": "useConnectImapAccountMutation",
    "operationKind": "mutation",
    "text": "mutation useConnectImapAccountMutation(\n  $input: ConnectImapAccountInput!\n) {\n  connectImapAccount(input: $input) {\n    __typename\n    ... on MutationConnectImapAccountSuccess {\n      account {\n        id\n        email\n        status\n        ...AccountCard_account\n        ...DashboardAccountCard_account\n        ...StreamRow_account\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        name\n        message\n      }\n    }\n  }\n}\n\nfragment AccountCard_account on Account {\n  id\n  email\n  displayName\n  provider\n  company\n  status\n  statusMessage\n  lastSync\n  emailCount\n  imapHost\n  imapPort\n  connectedWith\n  signInUrl\n  folders {\n    path\n    role\n    selected\n  }\n  lastRun {\n    id\n    kind\n    status\n    stored\n    duplicates\n    errors\n    errorMessage\n  }\n}\n\nfragment DashboardAccountCard_account on Account {\n  id\n  email\n  displayName\n  provider\n  company\n  status\n  statusMessage\n  lastSync\n  emailCount\n}\n\nfragment StreamRow_account on Account {\n  id\n  email\n  displayName\n  provider\n  company\n  status\n  statusMessage\n  lastSync\n  emailCount\n}\n"
  }
};
})();

(node as any).hash = "85f9aef6483eced73ca793154ec11f5c";

export default node;
