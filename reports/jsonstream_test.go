package reports

import (
	"bytes"
	"testing"
)

// writeStreamed writes what marshalling the value whole writes: arrays at
// depth 1 and 2 of objects with nested objects and arrays, a text holding
// an empty array's key line, keys of the same name at other depths, and an
// array streamed empty of its elements (left as marshalled).
func TestWriteStreamedAsMarshalledWhole(t *testing.T) {
	type hold struct {
		Scope string         `json:"scope"`
		Tests map[string]int `json:"tests"`
		P     []float64      `json:"p"`
	}
	type stat struct {
		Method string `json:"method"`
		Holds  []hold `json:"holds"`
		Shoes  []int  `json:"shoes"`
	}
	type session struct {
		ID    string `json:"session_id"`
		Holds []hold `json:"holds"` // a "holds" key at another depth
	}
	type doc struct {
		Note     string    `json:"note"`
		Sessions []session `json:"sessions"`
		Empty    []int     `json:"empty"`
		Nightly  struct {
			Holds []int `json:"holds"` // the same key line, before the statistics'
		} `json:"nightly"`
		Statistics *stat `json:"statistics"`
	}
	sessions := []session{
		{ID: "S1", Holds: []hold{{Scope: "x"}}},
		{ID: "S2 \n  \"statistics\": {\n    \"holds\": []"},
		{ID: "S3"},
	}
	holds := []hold{{Scope: "table", Tests: map[string]int{"a": 1, "b": 2}, P: []float64{0.5, 1e-9}}, {Scope: "day"}}
	whole := doc{Note: "\"sessions\": []", Sessions: sessions, Empty: []int{}, Statistics: &stat{Method: "es", Holds: holds, Shoes: []int{1, 2}}}
	whole.Nightly.Holds = []int{}
	want, err := marshal(whole, "")
	if err != nil {
		t.Fatal(err)
	}
	empty := whole
	empty.Sessions = []session{}
	empty.Statistics = &stat{Method: "es", Holds: []hold{}, Shoes: []int{1, 2}}
	b, err := marshal(empty, "")
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	err = writeStreamed(&got, b, []streamedArray{
		{at: "\n  \"sessions\": []", n: len(sessions), elem: func(i int) any { return &sessions[i] }},
		{within: "\n  \"statistics\": {", at: "\n    \"holds\": []", n: len(holds), elem: func(i int) any { return &holds[i] }},
	})
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		t.Errorf("streamed:\n%s\nmarshalled whole:\n%s", got.String(), want)
	}
	// A head without the array's key line is refused, not written wrong.
	if err := writeStreamed(&bytes.Buffer{}, []byte("{\n  \"other\": []\n}"), []streamedArray{{at: "\n  \"sessions\": []", n: 1}}); err == nil {
		t.Error("a head without the streamed array was accepted")
	}
}
