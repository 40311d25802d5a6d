package reports

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
	"unsafe"

	"github.com/xuri/excelize/v2"
)

func streamBuffer(t *testing.T, sw *excelize.StreamWriter) *bytes.Buffer {
	t.Helper()
	b := reflect.ValueOf(sw).Elem().FieldByName("rawData").FieldByName("buf")
	if !b.IsValid() || b.Type() != reflect.TypeFor[bytes.Buffer]() {
		t.Fatal("excelize's StreamWriter has no rawData.buf: releaseStreamBuffer no longer releases anything (new excelize version?)")
	}
	return (*bytes.Buffer)(unsafe.Pointer(b.UnsafeAddr()))
}

// A sheet streamed past excelize's chunk size to its temporary file no
// longer holds its in-memory buffer once flushed (the memory of a workbook
// of ten million findings depends on it); a small sheet, whose rows are
// still in the buffer, keeps them, and both read back whole.
func TestStreamBufferReleased(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	if _, err := f.NewSheet("big"); err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("x", 1000)
	rows := excelize.StreamChunkSize/1000 + 100
	for _, c := range []struct {
		sheet    string
		rows     int
		released bool
	}{{"big", rows, true}, {"Sheet1", 10, false}} {
		sw, err := f.NewStreamWriter(c.sheet)
		if err != nil {
			t.Fatal(err)
		}
		for i := 1; i <= c.rows; i++ {
			cell, _ := excelize.CoordinatesToCellName(1, i)
			if err := sw.SetRow(cell, []any{long}); err != nil {
				t.Fatal(err)
			}
		}
		w := &rowWriter{sw: sw}
		if err := w.flush(); err != nil {
			t.Fatal(err)
		}
		if buf := streamBuffer(t, sw); (buf.Cap() == 0) != c.released {
			t.Errorf("%s: buffer capacity %d after flush, released want %v", c.sheet, buf.Cap(), c.released)
		}
	}
	var out bytes.Buffer
	if err := f.Write(&out); err != nil {
		t.Fatal(err)
	}
	g, err := excelize.OpenReader(&out)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close() // the big sheet was unzipped to a temporary file
	for sheet, want := range map[string]int{"big": rows, "Sheet1": 10} {
		got, err := g.GetRows(sheet)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != want || got[want-1][0] != long {
			t.Errorf("%s: %d rows read back, want %d", sheet, len(got), want)
		}
	}
}
