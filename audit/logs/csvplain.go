package logs

import (
	"bytes"
	"encoding/binary"
	"math/bits"
)

// quoteFree reports whether the line that ends at buf[nl] (and starts at
// off) holds no quote. Quotes are searched for once for many lines: buf
// holds none from where they were last searched for up to quoteAt, where
// there is one or the buffer ended. When it reports false, buf[quoteAt] is
// the line's first quote.
func (r *csvReader) quoteFree(nl int) bool {
	if nl < r.quoteAt {
		return true
	}
	if r.quoteAt < r.off || r.quoteAt >= r.end || r.buf[r.quoteAt] != '"' {
		// The quote found before is behind, or none was: search from here.
		from := max(r.off, r.quoteAt)
		r.quoteAt = r.end
		if q := bytes.IndexByte(r.buf[from:r.end], '"'); q >= 0 {
			r.quoteAt = from + q
		}
	}
	return nl < r.quoteAt
}

// scanPlain is scanFast for a line known to hold no quote (line is the
// whole line, its end included, not empty, not starting with '\r'): the
// line's end is found before (bytes.IndexByte), so that one scan of eight
// bytes at a time need only find the separators. It sets the record and
// returns the line's length, or 0, having set nothing but r.bounds'
// array, for a line of more than maxColumns fields.
func (r *csvReader) scanPlain(line []byte) int {
	body := line[:len(line)-lengthNL(line)]
	sep := uint64(r.comma) * lanes01
	if cap(r.bounds) < 2*maxColumns {
		r.bounds = make([]int32, 0, 2*maxColumns)
	}
	// Stored by index in an array the size of the most fields kept, not
	// appended: no capacity check per field.
	bounds := (*[2 * maxColumns]int32)(r.bounds[:2*maxColumns])
	n := 0 // bounds held
	start, longest := 0, 0
	var high uint64 // the top bits of the line's bytes: zero when it is ASCII
	i := 0
	for ; i+8 <= len(body); i += 8 {
		w := binary.LittleEndian.Uint64(body[i:])
		high |= w
		for m := zeroLanes(w ^ sep); m != 0; m &= m - 1 {
			if n >= 2*(maxColumns-1) {
				return 0
			}
			j := i + bits.TrailingZeros64(m)>>3
			bounds[n], bounds[n+1] = int32(start), int32(j)
			n += 2
			longest = max(longest, j-start)
			start = j + 1
		}
	}
	for ; i < len(body); i++ {
		high |= uint64(body[i])
		if body[i] == r.comma {
			if n >= 2*(maxColumns-1) {
				return 0
			}
			bounds[n], bounds[n+1] = int32(start), int32(i)
			n += 2
			longest = max(longest, i-start)
			start = i + 1
		}
	}
	r.longest = max(longest, len(body)-start)
	bounds[n], bounds[n+1] = int32(start), int32(len(body))
	r.bounds, r.nfields, r.data = r.bounds[:n+2], n/2+1, body
	r.tooLong, r.quoted = false, false
	r.ascii = high&(lanes01<<7) == 0
	return len(line)
}
