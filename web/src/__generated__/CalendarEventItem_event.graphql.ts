/**
 * @generated SignedSource<<d2fd37e3b6872c828a26e86c2a7143ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommitmentStatus = "archived" | "cancelled" | "completed" | "in_progress" | "open" | "overdue" | "%future added value";
export type CommitmentType = "action_item" | "deadline" | "promise_made" | "promise_received" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CalendarEventItem_event$data = {
  readonly allDay: boolean;
  readonly commitment: {
    readonly id: string;
    readonly status: CommitmentStatus;
    readonly type: CommitmentType;
  } | null | undefined;
  readonly email: {
    readonly id: string;
    readonly subject: string;
  } | null | undefined;
  readonly endsAt: any | null | undefined;
  readonly id: string;
  readonly pushedToGoogle: boolean;
  readonly startsAt: any;
  readonly title: string;
  readonly " $fragmentType": "CalendarEventItem_event";
};
export type CalendarEventItem_event$key = {
  readonly " $data"?: CalendarEventItem_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarEventItem_event">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarEventItem_event",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pushedToGoogle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Commitment",
      "kind": "LinkedField",
      "name": "commitment",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Email",
      "kind": "LinkedField",
      "name": "email",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subject",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CalendarEvent",
  "abstractKey": null
};
})();

(node as any).hash = "40badf19075ec7c140d9ad61759cb4a2";

export default node;
