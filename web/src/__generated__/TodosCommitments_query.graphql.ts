/**
 * @generated SignedSource<<589714cea247a6629306926094de32d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommitmentStatus = "archived" | "cancelled" | "completed" | "in_progress" | "open" | "overdue" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TodosCommitments_query$data = {
  readonly commitments: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly status: CommitmentStatus;
        readonly " $fragmentSpreads": FragmentRefs<"OpenCommitmentItem_commitment">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "TodosCommitments_query";
};
export type TodosCommitments_query$key = {
  readonly " $data"?: TodosCommitments_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TodosCommitments_query">;
};

import TodosCommitmentsPaginationQuery_graphql from './TodosCommitmentsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "commitments"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": TodosCommitmentsPaginationQuery_graphql
    }
  },
  "name": "TodosCommitments_query",
  "selections": [
    {
      "alias": "commitments",
      "args": [
        {
          "kind": "Literal",
          "name": "filter",
          "value": {
            "status": [
              "open",
              "overdue"
            ]
          }
        }
      ],
      "concreteType": "QueryCommitmentsConnection",
      "kind": "LinkedField",
      "name": "__Todos_commitments_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryCommitmentsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Commitment",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "status",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "OpenCommitmentItem_commitment"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "__Todos_commitments_connection(filter:{\"status\":[\"open\",\"overdue\"]})"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "5f7ad9b6ce685c0e25c3b908ec866501";

export default node;
